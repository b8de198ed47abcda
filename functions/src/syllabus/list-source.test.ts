import { describe, expect, it } from 'vitest';
import { readSource } from './list-source';

const lines = (text: string) => readSource({ format: 'lines', text });
const csv = (text: string) => readSource({ format: 'csv', text });
const cells = (read: ReturnType<typeof readSource>) =>
  'lines' in read ? read.lines.map(({ line, phrase, meaning }) => [line, phrase, meaning]) : read;

describe('readSource: lines', () => {
  it('reads one phrase a line, the meaning after a tab or the first ;, skipping blank lines', () => {
    const text = 'Good morning.\tBom dia.\r\n\r\nSee you later; Até mais; tchau\n   \nThank you.';
    expect(cells(lines(text))).toEqual([
      [1, 'Good morning.', 'Bom dia.'],
      [3, 'See you later', ' Até mais; tchau'],
      [5, 'Thank you.', ''],
    ]);
  });

  it('skips a header line and counts the cells past the meaning of a pasted row', () => {
    const read = lines('Frase\tSignificado\nHello there.\tOlá.\tnota\t\n');
    expect('lines' in read && read.lines).toEqual([
      { line: 2, phrase: 'Hello there.', meaning: 'Olá.', extraCells: 1 },
    ]);
  });
});

describe('readSource: csv', () => {
  it('reads what Excel writes in Portuguese: BOM, ;, quoted fields with ; and "" inside, CRLF', () => {
    const text =
      '\uFEFFFrase;Significado\r\n' +
      '"I\'d like a table; for two.";"Eu queria uma mesa; para dois, por favor."\r\n' +
      '"She said ""hi"".";"Ela disse ""oi""."\r\n' +
      ';;\r\n' +
      'Thank you.;\r\n';
    expect(cells(csv(text))).toEqual([
      [2, "I'd like a table; for two.", 'Eu queria uma mesa; para dois, por favor.'],
      [3, 'She said "hi".', 'Ela disse "oi".'],
      [5, 'Thank you.', ''],
    ]);
  });

  it('reads a comma file when every line has a comma, quoted phrases keeping theirs', () => {
    const text = 'phrase,meaning\n"Well, thank you.","Bem, obrigado."\nSee you.,\n';
    expect(cells(csv(text))).toEqual([
      [2, 'Well, thank you.', 'Bem, obrigado.'],
      [3, 'See you.', ''],
    ]);
  });

  it('reads a file of one column as phrases, commas and all', () => {
    expect(cells(csv('Hello, world.\nGood night.\n'))).toEqual([
      [1, 'Hello, world.', ''],
      [2, 'Good night.', ''],
    ]);
  });

  it('names a phrase by the line it begins on when a quoted meaning spans lines', () => {
    const text = 'Good morning.;"Bom dia.\nDe manhã."\nGood night.;Boa noite.';
    expect(cells(csv(text))).toEqual([
      [1, 'Good morning.', 'Bom dia.\nDe manhã.'],
      [3, 'Good night.', 'Boa noite.'],
    ]);
  });

  it('gives the line of a quote that never closes', () => {
    expect(csv('Good morning.;Bom dia.\n"Good night.;Boa noite.\n')).toEqual({
      unreadable: { line: 2, text: '"Good night.;Boa noite.', kind: 'unclosedQuote' },
    });
  });
});
