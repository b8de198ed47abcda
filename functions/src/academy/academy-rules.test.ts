import { describe, expect, it } from 'vitest';
import { answersOf, tallyResults } from '../data/activity-rules';
import { classRefusal, staffRefusal } from './access-rules';
import {
  brazilianDate,
  dayFigures,
  frequentCorrections,
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

describe('missed phrases: answers counted, per practice', () => {
  it('every try is an answer; all but a final right one are wrong; a phrase only heard is none', () => {
    expect(answersOf({ result: 'right', tries: 1 })).toEqual({ tries: 1, wrong: 0 });
    expect(answersOf({ result: 'right', tries: 3 })).toEqual({ tries: 3, wrong: 2 });
    expect(answersOf({ result: 'skipped', tries: 3 })).toEqual({ tries: 3, wrong: 3 });
    expect(answersOf({ result: 'unanswered', tries: 2 })).toEqual({ tries: 2, wrong: 2 });
    // Playing when the practice ended: no answer, no miss.
    expect(answersOf({ result: 'unanswered', tries: 0 })).toEqual({ tries: 0, wrong: 0 });
    expect(answersOf({ result: 'skipped', tries: 0 })).toEqual({ tries: 0, wrong: 0 });
  });

  it('a practice adds its answers per phrase, and counts the learner once per phrase and week', () => {
    const results = [
      { phrase: 'Good morning.', result: 'right', tries: 2 },
      { phrase: 'See you later.', result: 'right', tries: 1 },
      { phrase: 'How are you?', result: 'unanswered', tries: 0 },
      { phrase: 'Thank you.', result: 'skipped', tries: 3 },
      // A phrase reported twice (a review round): both add, the learner still once.
      { phrase: 'Good morning.', result: 'unanswered', tries: 1 },
    ] as const;
    expect(tallyResults(results, () => false)).toEqual([
      { phrase: 'Good morning.', tries: 3, wrong: 2, newLearner: true },
      { phrase: 'See you later.', tries: 1, wrong: 0, newLearner: false },
      { phrase: 'Thank you.', tries: 3, wrong: 3, newLearner: true },
    ]);
    // Already counted among those who missed it this week: answers add, the learner does not.
    const again = tallyResults(results, (phrase) => phrase === 'Thank you.');
    expect(again.find((each) => each.phrase === 'Thank you.')).toEqual({
      phrase: 'Thank you.',
      tries: 3,
      wrong: 3,
      newLearner: false,
    });
  });

  it('the most wrong answers first, then the most learners, at most 10, none answered right only', () => {
    const phrases = Array.from({ length: 12 }, (_, i) => ({
      phrase: `p${i}`,
      tries: 12,
      wrong: i,
      learners: 1,
    }));
    const top = mostMissed([...phrases, { phrase: 'tie', tries: 11, wrong: 11, learners: 3 }]);
    expect(top).toHaveLength(10);
    expect(top.slice(0, 2).map((each) => each.phrase)).toEqual(['tie', 'p11']);
    expect(top.some((each) => each.wrong === 0)).toBe(false);
  });
});

describe('the tutor’s corrections of the week', () => {
  const said = (text: string, better: string, explanation = 'Porque sim.') => ({
    said: text,
    better,
    explanation,
  });
  it('each once, in how many conversations and of how many learners, the most frequent first', () => {
    const age = said('I have 25 years.', 'I am 25 years old.');
    const went = said('I goed home', 'I went home');
    const top = frequentCorrections([
      // A conversation that lists a correction twice counts it once.
      { uid: 'ana', sessions: [[went, age, age], [age]] },
      { uid: 'bia', sessions: [[said('i have 25 years', 'I am 25 years old', 'Outra explicação.')]] },
      { uid: 'caio', sessions: [] },
    ]);
    expect(top).toEqual([
      { ...age, conversations: 3, learners: 2 },
      { ...went, conversations: 1, learners: 1 },
    ]);
    expect(frequentCorrections([])).toEqual([]);
  });

  it('at most 10', () => {
    const many = Array.from({ length: 12 }, (_, i) => said(`wrong ${i}`, `right ${i}`));
    expect(frequentCorrections([{ uid: 'ana', sessions: [many] }])).toHaveLength(10);
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
    expect(header).toBe(
      'Nome;E-mail;Ativação;Último dia de prática;Sem praticar nos últimos 7 dias;Práticas na semana;' +
        'Áudios na semana;Minutos de conversa na semana;Pontos na semana;Pontos no total;Sequência (dias);' +
        'Nível na escrita;Nível na fala',
    );
    expect(row).toBe('Ana;;;Nunca;sim;0;0;0;0;0;0;;');
  });
  it('the learners’ file says what the page says: levels and dates in Portuguese', () => {
    const csv = learnersCsv([
      {
        uid: 'u',
        name: 'Bia',
        email: 'bia@example.com',
        activatedAt: '2026-03-05T02:00:00.000Z', // still the 4th in São Paulo
        lastPractisedOn: '2026-03-17',
        inactive: false,
        practicesThisWeek: 2,
        audiosThisWeek: 11,
        conversationMinutesThisWeek: 4,
        pointsThisWeek: 30,
        totalPoints: 120,
        streak: 3,
        levels: { writing: 'beginner', speaking: 'advanced' },
      },
    ]);
    expect(csv.slice(1).split('\r\n')[1]).toBe(
      'Bia;bia@example.com;04/03/2026;17/03/2026;não;2;11;4;30;120;3;Iniciante;Avançado',
    );
  });
  it('file names are ASCII', () => {
    expect(csvFileName('Turma Ação 2026/1', 'alunos')).toBe('turma-acao-2026-1-alunos.csv');
  });
});
