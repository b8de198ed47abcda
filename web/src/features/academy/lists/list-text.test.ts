import { describe, expect, it } from 'vitest';
import { classSummary } from '../../../testing/fake-academy';
import { classesText, lineCount, linesOf } from './list-text';

describe("a list's phrases as lines", () => {
  it('puts the meaning after "; ", a tab when the phrase has a ";", nothing when there is none', () => {
    expect(
      linesOf([
        { text: 'I’d like a table for two.', meaning: 'Eu gostaria de uma mesa para dois.' },
        { text: 'Could I have the bill, please?', meaning: '' },
        { text: 'First this; then that.', meaning: 'Primeiro isto; depois aquilo.' },
      ]),
    ).toBe(
      'I’d like a table for two.; Eu gostaria de uma mesa para dois.\nCould I have the bill, please?\nFirst this; then that.\tPrimeiro isto; depois aquilo.',
    );
  });

  it('counts the lines that say something, whatever the line ends', () => {
    expect(lineCount('one\r\n\r\ntwo\n   \nthree\rfour\n')).toBe(4);
    expect(lineCount('  \n')).toBe(0);
  });
});

describe("a list's classes in words", () => {
  const classes = [classSummary(), classSummary({ id: 'turma-c', name: 'Turma C' })];

  it('says "Toda a academia" for a list that names no class', () => {
    expect(classesText([], classes)).toBe('Toda a academia');
  });

  it('names the classes the caller has, and counts the others', () => {
    expect(classesText(['turma-c', 'turma-b'], classes)).toBe('Turma C, Turma B');
    expect(classesText(['turma-b', 'de-outro'], classes)).toBe('Turma B, 1 outra turma');
    expect(classesText(['x', 'y'], classes)).toBe('2 outras turmas');
  });
});
