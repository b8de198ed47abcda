import { describe, expect, it } from 'vitest';
import { isMissedResult } from '../data/activity-rules';
import { classRefusal, staffRefusal } from './access-rules';
import {
  brazilianDate,
  dayFigures,
  isInactive,
  lastPractisedOn,
  minutesOf,
  mostMissed,
} from './class-page-rules';
import { csvFileName, keysCsv, learnersCsv, toCsv } from './csv';

const none = { admin: false, teacher: false };
const admin = { admin: true, teacher: false };
const teacher = { admin: false, teacher: true };

describe('who may use the academy', () => {
  it('a learner nothing; a teacher reads only their classes; an admin everything', () => {
    expect(staffRefusal(none, 'read')).toBe('notStaff');
    expect(staffRefusal(teacher, 'read')).toBeNull();
    expect(staffRefusal(teacher, 'manage')).toBe('adminOnly');
    expect(staffRefusal(admin, 'manage')).toBeNull();
    expect(classRefusal(teacher, 'ana', ['ana'])).toBeNull();
    expect(classRefusal(teacher, 'ana', ['bia'])).toBe('notYourClass');
    // The membership alone opens nothing: the claim is needed too.
    expect(classRefusal(none, 'ana', ['ana'])).toBe('notYourClass');
    expect(classRefusal(admin, 'ana', [])).toBeNull();
  });
});

describe('the week and inactivity', () => {
  const today = '2026-03-18'; // a Wednesday
  it('the last day practised is the latest up to today', () => {
    expect(lastPractisedOn({ '2026-03-10': 10, '2026-03-16': 20 }, today)).toBe('2026-03-16');
    expect(lastPractisedOn({}, today)).toBeNull();
  });
  it('inactive: no points in the last 7 days, today included', () => {
    expect(isInactive('2026-03-12', today)).toBe(false); // 7th day back
    expect(isInactive('2026-03-11', today)).toBe(true);
    expect(isInactive(null, today)).toBe(true);
  });
  it('the week’s points count from Monday; the streak as the profile counts it', () => {
    const figures = dayFigures({ '2026-03-15': 30, '2026-03-16': 10, '2026-03-17': 20 }, today);
    expect(figures).toEqual({
      lastPractisedOn: '2026-03-17',
      inactive: false,
      pointsThisWeek: 30,
      streak: 3,
    });
  });
  it('minutes round to the nearest', () => {
    expect(minutesOf(89)).toBe(1);
    expect(minutesOf(90)).toBe(2);
  });
});

describe('missed phrases', () => {
  it('skipped, unanswered or right after a wrong try is missed; right at once is not', () => {
    expect(isMissedResult({ result: 'right', tries: 1 })).toBe(false);
    expect(isMissedResult({ result: 'right', tries: 2 })).toBe(true);
    expect(isMissedResult({ result: 'skipped', tries: 0 })).toBe(true);
    expect(isMissedResult({ result: 'unanswered', tries: 0 })).toBe(true);
  });
  it('the most missed first, at most 10, none never missed', () => {
    const phrases = Array.from({ length: 12 }, (_, i) => ({ phrase: `p${i}`, missed: i, served: 12 }));
    const top = mostMissed(phrases);
    expect(top).toHaveLength(10);
    expect(top[0]).toEqual({ phrase: 'p11', missed: 11, served: 12 });
    expect(top.some((each) => each.missed === 0)).toBe(false);
  });
});

describe('the CSV files', () => {
  it('UTF-8 with BOM, `;` separators, CRLF, quotes only where needed, formulas kept as text', () => {
    const csv = toCsv(
      ['Nome', 'Nota'],
      [
        ['Ana; "Bia"', 10],
        ['=1+1', '-2'],
      ],
    );
    expect(csv.charCodeAt(0)).toBe(0xfeff);
    expect(csv.slice(1)).toBe('Nome;Nota\r\n"Ana; ""Bia""";10\r\n\'=1+1;\'-2\r\n');
  });
  it('dates as dd/mm/aaaa, in São Paulo', () => {
    expect(brazilianDate('2026-03-05')).toBe('05/03/2026');
    const keys = keysCsv([
      {
        key: 'ABCDEFGHJKMNPQRSTVWX',
        state: 'used',
        createdAt: '2026-03-05T02:00:00.000Z', // still the 4th in São Paulo
        usedBy: 'João',
        usedAt: '2026-03-06T15:00:00.000Z',
        revokedAt: null,
      },
    ]);
    expect(keys.slice(1).split('\r\n')[1]).toBe('ABCDE-FGHJK-MNPQR-STVWX;usada;04/03/2026;João;06/03/2026;');
  });
  it('the learners’ file has one line per learner under Portuguese headers', () => {
    const csv = learnersCsv([
      {
        uid: 'u',
        name: 'Ana',
        email: null,
        activatedAt: null,
        lastPractisedOn: null,
        inactive: true,
        practicesThisWeek: 0,
        audiosThisWeek: 0,
        conversationMinutesThisWeek: 0,
        pointsThisWeek: 0,
        totalPoints: 0,
        streak: 0,
        levels: { writing: null, speaking: null },
      },
    ]);
    const [header, row] = csv.slice(1).split('\r\n');
    expect(header?.startsWith('Nome;E-mail;Ativação;')).toBe(true);
    expect(row).toBe('Ana;;;;sim;0;0;0;0;0;0;;');
  });
  it('file names are ASCII', () => {
    expect(csvFileName('Turma Ação 2026/1', 'alunos')).toBe('turma-acao-2026-1-alunos.csv');
  });
});
