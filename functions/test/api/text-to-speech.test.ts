import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { phrasePool } from '../../src/content/phrases';
import { academyDay } from '../../src/data/calendar';
import { consumeAudio, readAudioUsage } from '../../src/practice/audio/audio-store';
import { readSynthesisStats } from '../../src/practice/audio/speech-cache-store';
import { speechKey } from '../../src/practice/audio/speech-text';
import { readPracticeAudios } from '../../src/practice/practice-store';
import { FliteSynthesizer } from '../../src/services/text-to-speech/flite/flite-synthesizer';
import { apiPaths } from '../../src/shared/contract';
import { decodeMp3 } from '../decode-mp3';
import { activatedUser, testDb } from './admin';
import { BASE_URL, signUp, type TestUser } from './stack';

/** The offline engine's voice, which the stack runs with (TTS_ENGINE unset). */
const VOICE_ID = new FliteSynthesizer(new URL('file:///unused')).voiceId;

interface AudioAnswer {
  status: number;
  headers: Headers;
  bytes: Uint8Array;
  error?: string;
  /** Where the audio came from, as the Server-Timing header reports it. */
  source?: string;
}

/** POST generate-audio, keeping the body as bytes (the shared `call` helper reads text). */
async function generateAudio(token: string | undefined, body: unknown): Promise<AudioAnswer> {
  const response = await fetch(`${BASE_URL}${apiPaths.generateAudio}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', ...(token ? { Authorization: `Bearer ${token}` } : {}) },
    body: JSON.stringify(body),
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const isJson = response.headers.get('content-type')?.includes('application/json');
  return {
    status: response.status,
    headers: response.headers,
    bytes,
    error: isJson ? (JSON.parse(new TextDecoder().decode(bytes)) as { error: string }).error : undefined,
    source: /desc="(\w+)"/.exec(response.headers.get('server-timing') ?? '')?.[1],
  };
}

const usedToday = async (user: TestUser) => (await readAudioUsage(testDb(), user.uid, new Date())).used;
const syntheses = async () => (await readSynthesisStats(testDb(), VOICE_ID)).syntheses;

const taken = new Set<string>();

/**
 * A pool phrase no earlier request has cached, so a test can count its syntheses: absent from
 * the store means absent from every instance's memory (audio is saved to the store first).
 */
async function uncachedPhrase(): Promise<string> {
  for (const phrase of phrasePool) {
    if (taken.has(phrase)) continue;
    taken.add(phrase);
    const cached = await testDb().collection('speechCache').doc(speechKey(VOICE_ID, phrase)).get();
    if (!cached.exists) return phrase;
  }
  throw new Error('Every pool phrase is already cached');
}

const NOT_IN_POOL = 'Este texto não faz parte das frases da prática.';

describe('POST /api/text-to-speech/generate-audio', () => {
  it('speaks a pool phrase as MP3 that decodes to a plausible duration, and counts it', async () => {
    const user = await activatedUser();
    const phrase = 'Keep your functions short and focused.';
    expect(phrasePool).toContain(phrase);
    const answer = await generateAudio(user.idToken, { text: phrase });
    expect(answer.status).toBe(200);
    expect(answer.headers.get('content-type')).toBe('audio/mpeg');
    expect(answer.headers.get('cache-control')).toBe('private, no-store');
    expect(Number(answer.headers.get('content-length'))).toBe(answer.bytes.length);
    expect(answer.bytes.length).toBeGreaterThan(2000);
    const audio = await decodeMp3(answer.bytes);
    expect(audio.errors).toBe(0);
    expect(audio.seconds).toBeGreaterThan(0.5);
    expect(audio.seconds).toBeLessThan(8);
    expect(audio.rms).toBeGreaterThan(0.01);
    expect(await usedToday(user)).toBe(1);
  });

  it('says a longer pool phrase for longer than a short one', async () => {
    const user = await activatedUser();
    const byLength = [...phrasePool].sort((a, b) => a.length - b.length);
    const [shortest, longest] = [byLength[0] as string, byLength[byLength.length - 1] as string];
    const [long, short] = await Promise.all([
      generateAudio(user.idToken, { text: longest }),
      generateAudio(user.idToken, { text: shortest }),
    ]);
    expect([long.status, short.status]).toEqual([200, 200]);
    const [longAudio, shortAudio] = await Promise.all([decodeMp3(long.bytes), decodeMp3(short.bytes)]);
    expect(longAudio.errors + shortAudio.errors).toBe(0);
    expect(longAudio.seconds).toBeGreaterThan(shortAudio.seconds + 0.5);
    expect(longAudio.seconds).toBeLessThan(15);
  });

  it('synthesizes a phrase once: the second request, from another learner, is served from the cache', async () => {
    const [ana, bruno] = await Promise.all([activatedUser(), activatedUser()]);
    const text = await uncachedPhrase();
    const before = await syntheses();
    const first = await generateAudio(ana.idToken, { text });
    expect(first.status).toBe(200);
    expect(first.source).toBe('synthesized');
    expect(await syntheses()).toBe(before + 1);

    const second = await generateAudio(bruno.idToken, { text: `  ${text.toLowerCase()} ` });
    expect(second.status).toBe(200);
    expect(['memory', 'store']).toContain(second.source);
    expect(second.bytes).toEqual(first.bytes);
    expect(await syntheses()).toBe(before + 1);
    // Served from the cache, still one of each learner's audios.
    expect([await usedToday(ana), await usedToday(bruno)]).toEqual([1, 1]);
  });

  it('synthesizes a new phrase once even when many learners ask for it at the same moment', async () => {
    const learners = await Promise.all(Array.from({ length: 6 }, () => activatedUser()));
    const text = await uncachedPhrase();
    const before = await syntheses();
    const answers = await Promise.all(learners.map((learner) => generateAudio(learner.idToken, { text })));
    expect(answers.map((answer) => answer.status)).toEqual(Array(6).fill(200));
    expect(new Set(answers.map((answer) => answer.bytes.length)).size).toBe(1);
    expect(await syntheses()).toBe(before + 1);
  });

  it('race: 30 concurrent requests from one learner -> exactly 10 audios, 20 refusals, the counter at 10', async () => {
    const [user, other] = await Promise.all([activatedUser(), activatedUser()]);
    const phrase = phrasePool[1] as string;
    // Cached first, so the race is about the counter, not about 30 cold Flite workers.
    expect((await generateAudio(other.idToken, { text: phrase })).status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => generateAudio(user.idToken, { text: phrase })),
    );
    const served = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(served).toHaveLength(10);
    expect(refused).toHaveLength(20);
    for (const answer of served) expect(answer.headers.get('content-type')).toBe('audio/mpeg');
    for (const answer of refused) {
      expect(answer.error).toBe('Você atingiu o limite de 10 áudios por dia.');
      expect(answer.headers.get('content-type')).not.toContain('audio');
    }
    expect(await usedToday(user)).toBe(10);

    const eleventh = await generateAudio(user.idToken, { text: phrasePool[0] });
    expect(eleventh.status).toBe(429);
    expect(await usedToday(user)).toBe(10);
  });

  it('refuses a caller without a token with 401', async () => {
    const answer = await generateAudio(undefined, { text: phrasePool[0] });
    expect(answer.status).toBe(401);
    expect(answer.error).toBe('Você precisa estar logado.');
  });

  it('refuses a learner whose account is not activated with 403, counting nothing', async () => {
    const user = await signUp();
    const answer = await generateAudio(user.idToken, { text: phrasePool[0] });
    expect(answer.status).toBe(403);
    expect(answer.error).toMatch(/ainda não foi ativada/);
    expect(await usedToday(user)).toBe(0);
  });

  it('refuses empty, blank, missing and 301-character text with 400, counting nothing', async () => {
    const user = await activatedUser();
    const before = await syntheses();
    for (const body of [{ text: '' }, { text: '   \n ' }, {}, { text: 42 }, { text: 'a'.repeat(301) }]) {
      const answer = await generateAudio(user.idToken, body);
      expect(answer.status, JSON.stringify(body)).toBe(400);
      expect(answer.error).toMatch(/"text"/);
    }
    expect(await usedToday(user)).toBe(0);
    expect(await syntheses()).toBe(before);
  });

  it('refuses text outside the pool with 400 in Portuguese: nothing counted, nothing synthesized', async () => {
    const user = await activatedUser();
    const before = await syntheses();
    const outside = [
      'This sentence is not one of the practice phrases.',
      'Keep your functions short.',
      '你好，世界。我们一起学习英语吧。',
      'こんにちは',
      '🎉🚀🔥',
      'Keep going 🎉',
      'Every day is a chance to learn something new. '.repeat(7).slice(0, 300),
    ];
    for (const text of outside) {
      const answer = await generateAudio(user.idToken, { text });
      expect(answer.status, text).toBe(400);
      expect(answer.error).toBe(NOT_IN_POOL);
    }
    expect(await usedToday(user)).toBe(0);
    expect(await syntheses()).toBe(before);
  });

  it('serves a pool phrase written in other case, spacing and punctuation as the phrase itself', async () => {
    const user = await activatedUser();
    const phrase = 'Keep your functions short and focused.';
    const canonical = await generateAudio(user.idToken, { text: phrase });
    const variants = [
      'keep YOUR functions   short, and focused',
      '  KEEP your functions short and focused!!! ',
    ];
    for (const text of variants) {
      const answer = await generateAudio(user.idToken, { text });
      expect(answer.status, text).toBe(200);
      expect(answer.bytes).toEqual(canonical.bytes);
    }
    expect(await usedToday(user)).toBe(3);
  });

  it('refused requests (401, 403, 400, 429) synthesize nothing', async () => {
    const [user, inactive, spent] = await Promise.all([activatedUser(), signUp(), activatedUser()]);
    for (let i = 0; i < 10; i++) await consumeAudio(testDb(), spent.uid, new Date());
    const phrase = await uncachedPhrase();
    const before = await syntheses();
    const answers = [
      await generateAudio(undefined, { text: phrase }),
      await generateAudio(inactive.idToken, { text: phrase }),
      await generateAudio(user.idToken, { text: `${phrase} And more.` }),
      await generateAudio(user.idToken, { text: phrase, practiceId: 'no' }),
      await generateAudio(spent.idToken, { text: phrase }),
    ];
    expect(answers.map((answer) => answer.status)).toEqual([401, 403, 400, 400, 429]);
    expect(await syntheses()).toBe(before);
    const cached = await testDb().collection('speechCache').doc(speechKey(VOICE_ID, phrase)).get();
    expect(cached.exists).toBe(false);
    expect([await usedToday(user), await usedToday(inactive), await usedToday(spent)]).toEqual([0, 0, 10]);
  });

  it('race: 30 concurrent requests with one audio left, on an uncached phrase -> one 200, 29 x 429', async () => {
    const user = await activatedUser();
    for (let i = 0; i < 9; i++) await consumeAudio(testDb(), user.uid, new Date());
    const phrase = await uncachedPhrase();
    const before = await syntheses();
    const answers = await Promise.all(
      Array.from({ length: 30 }, () => generateAudio(user.idToken, { text: phrase })),
    );
    expect(answers.filter((answer) => answer.status === 200)).toHaveLength(1);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(refused).toHaveLength(29);
    for (const answer of refused) expect(answer.error).toBe('Você atingiu o limite de 10 áudios por dia.');
    expect(await syntheses()).toBeLessThanOrEqual(before + 1);
    expect(await usedToday(user)).toBe(10);
  });
});

describe('generate-audio for a phrase its practice was already served (the page reloaded mid-practice)', () => {
  const practice = () => `practice-${randomUUID()}`;
  const [first, second] = [phrasePool[2] as string, phrasePool[3] as string];

  it("serves it again without another of the day's audios; another practice, or another phrase, takes one", async () => {
    const user = await activatedUser();
    const practiceId = practice();
    const served = await generateAudio(user.idToken, { text: first, practiceId });
    expect(served.status).toBe(200);
    expect(await usedToday(user)).toBe(1);

    // Asked again as the phrase is written or as the app sends it: the same audio, nothing taken.
    for (const text of [first, first.toUpperCase()]) {
      const again = await generateAudio(user.idToken, { text, practiceId });
      expect(again.status).toBe(200);
      expect(again.bytes).toEqual(served.bytes);
    }
    expect(await usedToday(user)).toBe(1);
    expect(await readPracticeAudios(testDb(), user.uid, practiceId)).toBe(1);

    expect((await generateAudio(user.idToken, { text: second, practiceId })).status).toBe(200);
    expect((await generateAudio(user.idToken, { text: first, practiceId: practice() })).status).toBe(200);
    // Without a practice (an older client) every request is one audio, as before.
    expect((await generateAudio(user.idToken, { text: first })).status).toBe(200);
    expect((await generateAudio(user.idToken, { text: first })).status).toBe(200);
    expect(await usedToday(user)).toBe(5);
    expect(await readPracticeAudios(testDb(), user.uid, practiceId)).toBe(2);
  });

  it("serves it again when the day's audios are spent; a phrase not served yet is refused", async () => {
    const user = await activatedUser();
    const practiceId = practice();
    for (let i = 0; i < 9; i++) await consumeAudio(testDb(), user.uid, new Date());
    expect((await generateAudio(user.idToken, { text: first, practiceId })).status).toBe(200);
    expect((await generateAudio(user.idToken, { text: first, practiceId })).status).toBe(200);
    const refused = await generateAudio(user.idToken, { text: second, practiceId });
    expect(refused.status).toBe(429);
    expect(refused.error).toBe('Você atingiu o limite de 10 áudios por dia.');
    expect(await usedToday(user)).toBe(10);
  });

  it('race: 3 phrases of one practice asked 8 times each at once -> 24 x 200, 3 audios taken', async () => {
    const user = await activatedUser();
    const practiceId = practice();
    const phrases = [first, second, phrasePool[4] as string];
    const answers = await Promise.all(
      Array.from({ length: 24 }, (_, i) => generateAudio(user.idToken, { text: phrases[i % 3], practiceId })),
    );
    expect(answers.map((answer) => answer.status)).toEqual(Array(24).fill(200));
    expect(await usedToday(user)).toBe(3);
    expect(await readPracticeAudios(testDb(), user.uid, practiceId)).toBe(3);
    const marks = await testDb()
      .collection('practices')
      .doc(`${user.uid}_${practiceId}`)
      .collection('servedAudios')
      .get();
    expect(marks.size).toBe(3);
  });

  it('refuses it once the practice is closed by its final save (409), counting nothing', async () => {
    const user = await activatedUser();
    const practiceId = practice();
    expect((await generateAudio(user.idToken, { text: first, practiceId })).status).toBe(200);
    await testDb()
      .collection('practices')
      .doc(`${user.uid}_${practiceId}`)
      .set({ closed: true }, { merge: true });
    expect((await generateAudio(user.idToken, { text: first, practiceId })).status).toBe(409);
    expect(await usedToday(user)).toBe(1);
  });
});

describe("generate-audio after the learner's day document was deleted alone (its audio log kept)", () => {
  const dayDoc = (user: TestUser) =>
    testDb()
      .collection('dailyUsage')
      .doc(`${user.uid}_${academyDay(new Date())}`);

  /** generate-audio and how long its answer took, in milliseconds. */
  async function timedAudio(user: TestUser, body: unknown) {
    const started = performance.now();
    const answer = await generateAudio(user.idToken, body);
    return { answer, ms: performance.now() - started };
  }

  it('answers at once, counting what the log holds: the learner still gets no more than 10 that day', async () => {
    const user = await activatedUser();
    const practiceId = `practice-${randomUUID()}`;
    const phrases = phrasePool.slice(0, 3) as string[];
    for (const text of phrases)
      expect((await generateAudio(user.idToken, { text, practiceId })).status).toBe(200);
    await dayDoc(user).delete();

    const next = await timedAudio(user, { text: phrases[0] });
    expect(next.answer.status).toBe(200);
    expect(next.answer.headers.get('content-type')).toBe('audio/mpeg');
    expect(next.ms).toBeLessThan(3000);
    expect(await usedToday(user)).toBe(4);

    for (let i = 0; i < 6; i++)
      expect((await generateAudio(user.idToken, { text: phrases[0] })).status).toBe(200);
    const eleventh = await generateAudio(user.idToken, { text: phrases[0] });
    expect(eleventh.status).toBe(429);
    expect(eleventh.error).toBe('Você atingiu o limite de 10 áudios por dia.');

    expect(await usedToday(user)).toBe(10);

    // Deleted again: still the 10 of the log, refused at once, nothing taken.
    await dayDoc(user).delete();
    const refused = await timedAudio(user, { text: phrases[0] });
    expect(refused.answer.status).toBe(429);
    expect(refused.ms).toBeLessThan(3000);
    expect((await dayDoc(user).collection('audioLog').get()).size).toBe(10);
  });
});
