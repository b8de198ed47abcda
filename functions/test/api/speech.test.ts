import { randomInt } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { readAudioUsage } from '../../src/data/daily-usage';
import { readSynthesisStats } from '../../src/data/speech-cache';
import { OfflineEngine } from '../../src/services/speech/offline-engine';
import { paths } from '../../src/shared/contract';
import { phrasePool } from '../../src/shared/phrases';
import { decodeMp3 } from '../decode-mp3';
import { activatedUser, testDb } from './admin';
import { BASE_URL, signUp, type TestUser } from './stack';

/** The offline engine's voice, which the stack runs with (TTS_ENGINE unset). */
const VOICE_ID = new OfflineEngine(new URL('file:///unused')).voiceId;

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
  const response = await fetch(`${BASE_URL}${paths.generateAudio}`, {
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

/** A text no earlier request can have cached: the tests count syntheses of it. */
const freshText = () =>
  `Practice number ${randomInt(1_000_000)}. ${phrasePool[randomInt(phrasePool.length)]}`;

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

  it('says a longer text for longer, and accepts exactly 300 characters', async () => {
    const user = await activatedUser();
    const sentence = 'Every day is a chance to learn something new, so keep listening and keep speaking. ';
    const text = sentence.repeat(4).slice(0, 300);
    expect(text.length).toBe(300);
    const [long, short] = await Promise.all([
      generateAudio(user.idToken, { text }),
      generateAudio(user.idToken, { text: 'Small steps.' }),
    ]);
    expect([long.status, short.status]).toEqual([200, 200]);
    const [longAudio, shortAudio] = await Promise.all([decodeMp3(long.bytes), decodeMp3(short.bytes)]);
    expect(longAudio.seconds).toBeGreaterThan(10);
    expect(longAudio.seconds).toBeLessThan(40);
    expect(shortAudio.seconds).toBeLessThan(3);
  });

  it('synthesizes a text once: the second request, from another learner, is served from the cache', async () => {
    const [ana, bruno] = await Promise.all([activatedUser(), activatedUser()]);
    const text = freshText();
    const before = await syntheses();
    const first = await generateAudio(ana.idToken, { text });
    expect(first.status).toBe(200);
    expect(first.source).toBe('synthesized');
    expect(await syntheses()).toBe(before + 1);

    const second = await generateAudio(bruno.idToken, { text: `  ${text} ` });
    expect(second.status).toBe(200);
    expect(['memory', 'store']).toContain(second.source);
    expect(second.bytes).toEqual(first.bytes);
    expect(await syntheses()).toBe(before + 1);
    // Served from the cache, still one of each learner's audios.
    expect([await usedToday(ana), await usedToday(bruno)]).toEqual([1, 1]);
  });

  it('synthesizes a new text once even when many learners ask for it at the same moment', async () => {
    const learners = await Promise.all(Array.from({ length: 6 }, () => activatedUser()));
    const text = freshText();
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
    const answer = await generateAudio(undefined, { text: 'Keep going.' });
    expect(answer.status).toBe(401);
    expect(answer.error).toBe('Você precisa estar logado.');
  });

  it('refuses a learner whose account is not activated with 403, counting nothing', async () => {
    const user = await signUp();
    const answer = await generateAudio(user.idToken, { text: 'Keep going.' });
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
});
