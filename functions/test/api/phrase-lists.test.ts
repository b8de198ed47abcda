/**
 * The academy's phrase lists through the running stack with real emulator ID tokens: a CSV as
 * Excel writes it in Portuguese imported whole, a broken line refusing the whole save with
 * nothing written, who may see and change which list, a replace and a delete, and a list phrase
 * spoken and metered like a pool phrase, before and after it leaves its list.
 */
import { randomUUID } from 'node:crypto';
import { beforeAll, describe, expect, it } from 'vitest';
import { config } from '../../src/config';
import { readBudgetUsed } from '../../src/data/academy-budget';
import { readAudioUsage } from '../../src/practice/audio/audio-store';
import { readSynthesisStats } from '../../src/practice/audio/speech-cache-store';
import { recordServed } from '../../src/practice/practice-store';
import { FliteSynthesizer } from '../../src/services/text-to-speech/flite/flite-synthesizer';
import {
  apiPaths,
  type ClassSummary,
  type ListList,
  type ListProblems,
  type PhraseList,
  type SaveListRequest,
} from '../../src/shared/contract';
import { MAX_LIST_PHRASES } from '../../src/shared/rules';
import { phraseIndexId } from '../../src/syllabus/list-store';
import { spokenWav } from '../recordings';
import { addTeacher, newClass } from './academy-steps';
import { activatedUser, testDb, verifiedUser, withRole } from './admin';
import { BASE_URL, call, errorOf, signIn, type TestUser } from './stack';

const VOICE_ID = new FliteSynthesizer(new URL('file:///unused')).voiceId;

/** A word of letters only, new to every run, so a phrase with it is in no earlier list. */
const newWord = () =>
  randomUUID()
    .replace(/-/g, '')
    .slice(0, 8)
    .replace(/\d/g, (digit) => 'ghijklmnop'[Number(digit)] ?? 'g');

const lists = () => testDb().collection('phraseLists');
const indexed = async (text: string) =>
  (await testDb().collection('phraseIndex').doc(phraseIndexId(text)).get()).data();

async function save(user: TestUser, json: SaveListRequest, listId?: string) {
  return call<PhraseList>(listId ? apiPaths.academyList({ listId }) : apiPaths.academyLists, {
    token: user.idToken,
    method: listId ? 'PUT' : 'POST',
    json,
  });
}

const lines = (...phrases: string[]) => ({ format: 'lines' as const, text: phrases.join('\n') });

let admin: TestUser;
let teacher: TestUser;
let classA: ClassSummary;
let classB: ClassSummary;

beforeAll(async () => {
  admin = await withRole('admin');
  [classA, classB] = await Promise.all([newClass(admin), newClass(admin)]);
  const invited = await verifiedUser('Professora Lia');
  await addTeacher(admin, classA.id, invited.email);
  teacher = await signIn(invited.email);
});

describe('importing a list', () => {
  it('reads a CSV that Excel writes in Portuguese whole: BOM, ;, quoted meanings with ; and accents', async () => {
    const word = newWord();
    const csv =
      '\uFEFFFrase;Significado\r\n' +
      `I\u2019d like to book a table for two, ${word}.;"Eu gostaria de reservar uma mesa para dois; obrigado."\r\n` +
      'Could we have the bill, please?;"A conta, por favor; é rápido?"\r\n' +
      '\r\n' +
      '"She said ""hello"" and left.";Ela disse "olá" e saiu.\r\n' +
      'Where is the restroom?;\r\n';
    const created = await save(admin, {
      name: 'Unidade 4 - Restaurante',
      level: 'intermediate',
      classIds: [classA.id],
      source: { format: 'csv', text: csv },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body).toMatchObject({
      name: 'Unidade 4 - Restaurante',
      level: 'intermediate',
      classIds: [classA.id],
      phrases: 4,
      canEdit: true,
    });
    expect(created.body.phraseList).toEqual([
      {
        text: `I'd like to book a table for two, ${word}.`,
        meaning: 'Eu gostaria de reservar uma mesa para dois; obrigado.',
      },
      { text: 'Could we have the bill, please?', meaning: 'A conta, por favor; é rápido?' },
      { text: 'She said "hello" and left.', meaning: 'Ela disse "olá" e saiu.' },
      { text: 'Where is the restroom?', meaning: '' },
    ]);
    const read = await call<PhraseList>(apiPaths.academyList({ listId: created.body.id }), {
      token: teacher.idToken,
    });
    expect(read.status).toBe(200);
    expect(read.body).toEqual(created.body);
    const stored = (await lists().doc(created.body.id).get()).data();
    expect(stored).toMatchObject({ version: 1, classIds: [classA.id], level: 'intermediate' });
    expect(await indexed(`i'd like to book a table for two ${word}`)).toMatchObject({
      text: `I'd like to book a table for two, ${word}.`,
      meaning: 'Eu gostaria de reservar uma mesa para dois; obrigado.',
      level: 'intermediate',
    });
  });

  it('refuses a file with one broken line, saying its line and why, and writes nothing', async () => {
    const word = newWord();
    const before = (await lists().count().get()).data().count;
    const csv =
      'Frase;Significado\r\n' +
      `Good morning, ${word}.;Bom dia.\r\n` +
      `I have 2 brothers, ${word}.;Eu tenho dois irmãos.\r\n` +
      `Good night, ${word}.;Boa noite.\r\n`;
    const refused = await call<ListProblems>(apiPaths.academyLists, {
      token: admin.idToken,
      json: { name: 'Família', level: 'beginner', classIds: [], source: { format: 'csv', text: csv } },
    });
    expect(refused.status).toBe(422);
    expect(refused.body).toEqual({
      error: 'A lista não foi salva: 1 linha precisa de correção. Nada foi gravado.',
      problems: [
        {
          line: 3,
          text: `I have 2 brothers, ${word}.`,
          reason: 'Tem número (2): escreva os números por extenso, como "two" em vez de "2".',
        },
      ],
    });
    expect((await lists().count().get()).data().count).toBe(before);
    expect(await indexed(`Good morning, ${word}.`)).toBeUndefined();
    expect(await indexed(`Good night, ${word}.`)).toBeUndefined();

    const empty = await save(admin, {
      name: 'Vazia',
      level: 'beginner',
      classIds: [],
      source: lines('', ' '),
    });
    expect(empty.status).toBe(422);
    expect(errorOf(empty)).toBe(
      'A lista não tem nenhuma frase. Escreva uma frase por linha ou escolha um arquivo CSV com as frases na primeira coluna.',
    );
    expect((await lists().count().get()).data().count).toBe(before);
  });
});

describe('a list of the most phrases', () => {
  it('takes 200 phrases with meanings in one save, past the small body limit, and refuses one more', async () => {
    const word = newWord();
    const rows = Array.from({ length: MAX_LIST_PHRASES + 1 }, (_, i) => {
      const [tens, units] = [Math.floor(i / 26), i % 26].map((n) => String.fromCharCode(97 + n));
      return `"Say ${tens}${units} ${word} slowly, please.";"Diga ${tens}${units} devagar, por favor; é importante lembrar o significado."`;
    });
    const full = { name: 'Cheia', level: 'advanced' as const, classIds: [classA.id] };
    const source = (count: number) => ({ format: 'csv' as const, text: rows.slice(0, count).join('\r\n') });
    expect(JSON.stringify(source(MAX_LIST_PHRASES)).length).toBeGreaterThan(16 * 1024);
    const saved = await save(admin, { ...full, source: source(MAX_LIST_PHRASES) });
    expect(saved.status, JSON.stringify(saved.body).slice(0, 300)).toBe(201);
    expect(saved.body.phrases).toBe(MAX_LIST_PHRASES);
    expect(await indexed(`Say hr ${word} slowly, please.`)).toBeDefined();

    const tooMany = await call<ListProblems>(apiPaths.academyLists, {
      token: admin.idToken,
      json: { ...full, source: source(MAX_LIST_PHRASES + 1) },
    });
    expect(tooMany.status).toBe(422);
    expect(tooMany.body.problems).toEqual([
      {
        line: MAX_LIST_PHRASES + 1,
        text: `Say hs ${word} slowly, please.`,
        reason: 'A lista passou de 200 frases a partir desta linha. Divida as frases em duas listas.',
      },
    ]);
    const huge = await save(admin, { ...full, source: { format: 'lines', text: 'x'.repeat(600_000) } });
    expect(huge.status).toBe(413);
  });
});

describe('the lists page', () => {
  it('counts each list’s phrases without sending them, also a list saved before the count was kept', async () => {
    const word = newWord();
    const saved = await save(admin, {
      name: `Contada ${word}`,
      level: 'beginner',
      classIds: [classA.id],
      source: lines(`Good ${word} morning.`, `Good ${word} evening.`),
    });
    expect(saved.status).toBe(201);
    expect((await lists().doc(saved.body.id).get()).get('phraseCount')).toBe(2);
    // As the lists' calls wrote a list before they kept its count.
    const before = lists().doc();
    await before.set({
      name: `Antiga ${word}`,
      level: 'beginner',
      classIds: [],
      phrases: [
        { text: `Old ${word} one.`, meaning: '' },
        { text: `Old ${word} two.`, meaning: '' },
        { text: `Old ${word} three.`, meaning: '' },
      ],
      updatedAt: new Date(),
      version: 1,
    });
    for (const user of [admin, teacher]) {
      const seen = await call<ListList>(apiPaths.academyLists, { token: user.idToken });
      expect(seen.status).toBe(200);
      const counts = Object.fromEntries(seen.body.lists.map((list) => [list.id, list.phrases]));
      expect(counts[saved.body.id]).toBe(2);
      expect(counts[before.id]).toBe(3);
      expect(JSON.stringify(seen.body)).not.toContain(`Good ${word} morning.`);
    }
  });
});

describe('a list phrase in a practice drawn from it', () => {
  it('has its words spoken and is the expected phrase of a recognition, before and after it leaves its list', async () => {
    const word = newWord();
    const phrase = `Thank you for the lovely dinner, ${word}.`;
    const created = await save(teacher, {
      name: 'Jantar',
      level: 'beginner',
      classIds: [classA.id],
      source: lines(phrase),
    });
    expect(created.status).toBe(201);
    const learner = await activatedUser();
    // What the practice draw records for a practice of the list (practice/practice-store.ts).
    const practiceId = `practice-${word}`;
    await recordServed(
      testDb(),
      learner.uid,
      practiceId,
      { kind: 'speaking', level: 'beginner', served: [{ phrase, review: false }] },
      new Date(),
    );
    const wordAudio = (asked: string) =>
      call(apiPaths.wordAudio, { token: learner.idToken, json: { practiceId, phrase, word: asked } });
    const recognize = async (expected: string) => {
      const response = await fetch(`${BASE_URL}${apiPaths.recognizeSpeech(expected)}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${learner.idToken}`, 'Content-Type': 'audio/wav' },
        body: await spokenWav('Thank you for the lovely dinner.'),
      });
      return {
        status: response.status,
        body: (await response.json()) as { transcript?: string; error?: string },
      };
    };

    const spokenWord = await wordAudio('Lovely');
    expect(spokenWord.status, JSON.stringify(spokenWord.body)).toBe(200);
    expect(spokenWord.headers.get('content-type')).toBe('audio/mpeg');
    const heard = await recognize(phrase);
    expect(heard.status, JSON.stringify(heard.body)).toBe(200);
    expect(typeof heard.body.transcript).toBe('string');

    const emptied = await save(
      teacher,
      { name: 'Jantar', level: 'beginner', classIds: [classA.id], source: lines('Good evening.') },
      created.body.id,
    );
    expect(emptied.status).toBe(200);
    expect((await wordAudio('dinner')).status).toBe(200);
    expect((await recognize(phrase)).status).toBe(200);
    const notAPhrase = await recognize(`Thank you for the awful dinner, ${word}.`);
    expect(notAPhrase.status).toBe(400);
    expect(notAPhrase.body.error).toBe('Este texto não faz parte das frases da prática.');
  });
});

describe('who may see and change a list', () => {
  it('a teacher sees their classes’ and the academy’s lists, changes only their own; a learner is refused', async () => {
    const [wide, onlyB] = await Promise.all([
      save(admin, { name: 'Academia', level: 'beginner', classIds: [], source: lines('Hello there.') }),
      save(admin, { name: 'Só B', level: 'beginner', classIds: [classB.id], source: lines('Hello again.') }),
    ]);
    expect([wide.status, onlyB.status]).toEqual([201, 201]);

    const seen = await call<ListList>(apiPaths.academyLists, { token: teacher.idToken });
    expect(seen.status).toBe(200);
    expect(seen.body.canMakeAcademyWide).toBe(false);
    const ids = seen.body.lists.map((list) => list.id);
    expect(ids).toContain(wide.body.id);
    expect(ids).not.toContain(onlyB.body.id);
    expect(seen.body.lists.find((list) => list.id === wide.body.id)?.canEdit).toBe(false);
    const all = await call<ListList>(apiPaths.academyLists, { token: admin.idToken });
    expect(all.body.canMakeAcademyWide).toBe(true);
    expect(all.body.lists.map((list) => list.id)).toEqual(
      expect.arrayContaining([wide.body.id, onlyB.body.id]),
    );

    const listB = apiPaths.academyList({ listId: onlyB.body.id });
    const notYours = 'Esta lista é de turmas em que você não é professor.';
    for (const method of ['GET', 'DELETE']) {
      const refused = await call(listB, { token: teacher.idToken, method });
      expect(refused.status, method).toBe(403);
      expect(errorOf(refused)).toBe(notYours);
    }
    const body = { name: 'Minha', level: 'beginner' as const, classIds: [classA.id], source: lines('Hi.') };
    const replaced = await save(teacher, body, onlyB.body.id);
    expect(replaced.status).toBe(403);
    const changeWide = await save(teacher, body, wide.body.id);
    expect(changeWide.status).toBe(403);
    expect(errorOf(changeWide)).toBe('Você só pode criar e alterar listas das turmas em que é professor.');

    const academyWide = await save(teacher, { ...body, classIds: [] });
    expect(academyWide.status).toBe(403);
    expect(errorOf(academyWide)).toBe(
      'Só um administrador pode criar uma lista para a academia toda. Escolha pelo menos uma das suas turmas.',
    );
    const withB = await save(teacher, { ...body, classIds: [classA.id, classB.id] });
    expect(withB.status).toBe(403);
    const mine = await save(teacher, body);
    expect(mine.status).toBe(201);
    expect(mine.body.canEdit).toBe(true);

    const unknownClass = await save(admin, { ...body, classIds: ['naoexiste123'] });
    expect(unknownClass.status).toBe(400);
    expect(errorOf(unknownClass)).toBe(
      'Uma das turmas escolhidas não existe. Recarregue a página e escolha as turmas de novo.',
    );
    const unknownList = await call(apiPaths.academyList({ listId: 'naoexiste123' }), {
      token: admin.idToken,
    });
    expect(unknownList.status).toBe(404);
    expect(errorOf(unknownList)).toBe('Lista não encontrada. Ela pode ter sido excluída.');

    const learner = await activatedUser();
    for (const refused of [
      await call(apiPaths.academyLists, { token: learner.idToken }),
      await save(learner, body),
      await call(listB, { token: learner.idToken }),
    ]) {
      expect(refused.status).toBe(403);
      expect(errorOf(refused)).toBe(
        'Esta área é só para a equipe da academia (administradores e professores).',
      );
    }
    expect((await call(apiPaths.academyLists)).status).toBe(401);
  });
});

describe('a list phrase in practice', () => {
  it('is spoken and metered like a pool phrase, and still after it leaves its list; replace and delete', async () => {
    const word = newWord();
    const phrase = `Please pass the salt, ${word}.`;
    const created = await save(teacher, {
      name: 'Na mesa',
      level: 'beginner',
      classIds: [classA.id],
      source: lines(`${phrase}\tPasse o sal, por favor.`, 'Thank you very much.'),
    });
    expect(created.status).toBe(201);
    const listId = created.body.id;

    const learner = await activatedUser();
    const statsBefore = await readSynthesisStats(testDb(), VOICE_ID);
    const charactersUsed = () =>
      readBudgetUsed(testDb(), 'speechCharacters', config().budgets.speechCharacters, new Date());
    const charactersBefore = await charactersUsed();
    const audio = (text: string) =>
      call(apiPaths.generateAudio, { token: learner.idToken, json: { text, practiceId: `p-${word}` } });
    const spoken = await audio(phrase);
    expect(spoken.status, JSON.stringify(spoken.body)).toBe(200);
    expect(spoken.headers.get('content-type')).toBe('audio/mpeg');
    expect((await readAudioUsage(testDb(), learner.uid, new Date())).used).toBe(1);
    const statsAfter = await readSynthesisStats(testDb(), VOICE_ID);
    expect(statsAfter.syntheses).toBe(statsBefore.syntheses + 1);
    expect(statsAfter.characters).toBe(statsBefore.characters + phrase.length);
    // The academy's characters of the day, as the pool's syntheses spend them.
    expect(await charactersUsed()).toBe(charactersBefore + phrase.length);

    // Replaced without the phrase: the same id, the next version.
    const replaced = await save(
      teacher,
      { name: 'Na mesa 2', level: 'advanced', classIds: [classA.id], source: lines('Thank you very much.') },
      listId,
    );
    expect(replaced.status, JSON.stringify(replaced.body)).toBe(200);
    expect(replaced.body).toMatchObject({ id: listId, name: 'Na mesa 2', level: 'advanced', phrases: 1 });
    expect((await lists().doc(listId).get()).data()?.version).toBe(2);

    // A practice in progress keeps its phrase: asked again (same practice: no audio taken) and
    // by another practice (one more audio), both served.
    expect((await audio(phrase.toUpperCase())).status).toBe(200);
    expect((await readAudioUsage(testDb(), learner.uid, new Date())).used).toBe(1);
    const other = await call(apiPaths.generateAudio, {
      token: learner.idToken,
      json: { text: phrase, practiceId: `q-${word}` },
    });
    expect(other.status).toBe(200);
    expect((await readAudioUsage(testDb(), learner.uid, new Date())).used).toBe(2);
    const neither = await audio(`Please pass the pepper, ${word}.`);
    expect(neither.status).toBe(400);
    expect(errorOf(neither)).toBe('Este texto não faz parte das frases da prática.');

    const deleted = await call(apiPaths.academyList({ listId }), {
      token: teacher.idToken,
      method: 'DELETE',
    });
    expect(deleted.status).toBe(200);
    expect(deleted.body).toEqual({ deleted: true });
    expect((await call(apiPaths.academyList({ listId }), { token: teacher.idToken })).status).toBe(404);
    const again = await call(apiPaths.academyList({ listId }), { token: teacher.idToken, method: 'DELETE' });
    expect(again.status).toBe(404);
    expect((await audio(phrase)).status).toBe(200);
  });
});
