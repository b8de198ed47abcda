import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { phrasePool } from '../../src/content/phrases';
import { readWordAudiosUsed } from '../../src/practice/audio/word-audio-store';
import { apiPaths, type StartPracticeResponse } from '../../src/shared/contract';
import { DAILY_WORD_AUDIO_LIMIT } from '../../src/shared/rules';
import { phraseWords } from '../../src/shared/word-states';
import { decodeMp3 } from '../decode-mp3';
import { activatedUser, testDb } from './admin';
import { BASE_URL, call, type TestUser } from './stack';

interface AudioAnswer {
  status: number;
  contentType: string | null;
  bytes: Uint8Array;
  error?: string;
}

/** POST word-audio, keeping the body as bytes (the shared `call` helper reads text). */
async function wordAudio(user: TestUser, body: Record<string, unknown>): Promise<AudioAnswer> {
  const response = await fetch(`${BASE_URL}${apiPaths.wordAudio}`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json', Authorization: `Bearer ${user.idToken}` },
    body: JSON.stringify(body),
  });
  const bytes = new Uint8Array(await response.arrayBuffer());
  const contentType = response.headers.get('content-type');
  const error = contentType?.includes('application/json')
    ? (JSON.parse(new TextDecoder().decode(bytes)) as { error: string }).error
    : undefined;
  return { status: response.status, contentType, bytes, error };
}

/** A started speaking practice of `user`: its id and first phrase. */
async function practiceOf(user: TestUser): Promise<{ practiceId: string; phrase: string }> {
  const practiceId = `practice-${randomUUID()}`;
  const started = await call<StartPracticeResponse>(apiPaths.startPractice, {
    token: user.idToken,
    json: { practiceId, kind: 'speaking' },
  });
  expect(started.status).toBe(200);
  return { practiceId, phrase: started.body.phrases[0]?.text ?? '' };
}

const used = (user: TestUser) => readWordAudiosUsed(testDb(), user.uid, new Date());

describe('POST /api/practices/word-audio', () => {
  it("speaks one word of the practice's phrase alone, as MP3, whatever its case, and counts it", async () => {
    const user = await activatedUser();
    const { practiceId, phrase } = await practiceOf(user);
    const word = phraseWords(phrase).sort((a, b) => b.length - a.length)[0] ?? '';
    const answer = await wordAudio(user, { practiceId, phrase, word: word.toUpperCase() });
    expect(answer.status).toBe(200);
    expect(answer.contentType).toBe('audio/mpeg');
    const audio = await decodeMp3(answer.bytes);
    expect(audio.errors).toBe(0);
    expect(audio.seconds).toBeGreaterThan(0.1);
    // One word, not the phrase: well under the phrase's own length.
    expect(audio.seconds).toBeLessThan(2.5);
    expect(await used(user)).toBe(1);
  });

  it('refuses in Portuguese, counting nothing: a word not in the phrase, a phrase not in the pool or not of this practice, another learner’s practice', async () => {
    const [user, other] = await Promise.all([activatedUser(), activatedUser()]);
    const { practiceId, phrase } = await practiceOf(user);
    const word = phraseWords(phrase)[0] ?? '';
    const elsewhere = phrasePool.find((each) => each !== phrase) ?? '';

    const notInPhrase = await wordAudio(user, { practiceId, phrase, word: 'banana' });
    expect([notInPhrase.status, notInPhrase.error]).toEqual([400, 'Esta palavra não faz parte da frase.']);
    const notPool = await wordAudio(user, {
      practiceId,
      phrase: 'I like bananas very much',
      word: 'bananas',
    });
    expect([notPool.status, notPool.error]).toEqual([400, 'Este texto não faz parte das frases da prática.']);
    const notServed = await wordAudio(user, {
      practiceId,
      phrase: elsewhere,
      word: phraseWords(elsewhere)[0],
    });
    expect([notServed.status, notServed.error]).toEqual([400, 'Esta frase não faz parte desta prática.']);
    const notHis = await wordAudio(other, { practiceId, phrase, word });
    expect([notHis.status, notHis.error]).toEqual([404, 'Prática não encontrada. Comece uma nova prática.']);
    const malformed = await wordAudio(user, { practiceId: 'x', phrase, word });
    expect(malformed.status).toBe(400);
    expect(malformed.error).toMatch(/inválid/);

    expect(await used(user)).toBe(0);
    expect(await used(other)).toBe(0);
  });

  it(`race: ${DAILY_WORD_AUDIO_LIMIT + 20} concurrent requests -> exactly ${DAILY_WORD_AUDIO_LIMIT} words, the rest a Portuguese 429`, async () => {
    const user = await activatedUser();
    const { practiceId, phrase } = await practiceOf(user);
    const word = phraseWords(phrase)[0] ?? '';
    // Cached first, so the race is about the counter, not about cold Flite workers.
    expect((await wordAudio(user, { practiceId, phrase, word })).status).toBe(200);
    const answers = await Promise.all(
      Array.from({ length: DAILY_WORD_AUDIO_LIMIT + 20 }, () =>
        wordAudio(user, { practiceId, phrase, word }),
      ),
    );
    const served = answers.filter((answer) => answer.status === 200);
    const refused = answers.filter((answer) => answer.status === 429);
    expect(served).toHaveLength(DAILY_WORD_AUDIO_LIMIT - 1);
    expect(refused).toHaveLength(21);
    for (const answer of refused) {
      expect(answer.error).toBe(
        `Você já ouviu ${DAILY_WORD_AUDIO_LIMIT} palavras sozinhas hoje, o limite do dia. Amanhã você pode ouvir mais.`,
      );
    }
    expect(await used(user)).toBe(DAILY_WORD_AUDIO_LIMIT);
  });
});
