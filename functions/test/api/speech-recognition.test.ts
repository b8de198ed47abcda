/**
 * POST /api/speech/recognize through the hosting rewrite, with real ID tokens, real recordings
 * and the offline engine as `npm start` runs it: the function calls the engine service over
 * HTTP, which runs PocketSphinx.
 */
import { once } from 'node:events';
import { createServer } from 'node:http';
import type { AddressInfo } from 'node:net';
import { describe, expect, it } from 'vitest';
import { readBudgetUsed } from '../../src/data/academy-budget';
import { academyDay } from '../../src/data/calendar';
import { messages } from '../../src/messages';
import { EngineServiceRecognizer } from '../../src/services/speech-recognition/engine-service';
import {
  AudioTooHardError,
  type EngineTicket,
  type Recognizer,
  RecognizerBusyError,
} from '../../src/services/speech-recognition/port';
import { readOgg } from '../../src/services/speech-recognition/recording/ogg';
import { readWebm } from '../../src/services/speech-recognition/recording/webm';
import { wavFile } from '../../src/services/wav';
import { apiPaths, type RecognizeSpeechResponse } from '../../src/shared/contract';
import { DAILY_RECOGNITION_LIMIT } from '../../src/shared/rules';
import { isSameSpokenAnswer } from '../../src/shared/spoken-answer';
import { recognizeSpeech } from '../../src/speech/recognize-speech';
import { spokenWav, spoofedOgg, spoofedWebm, webmRecording, withInvalidPackets } from '../recordings';
import { activatedUser, freshDay, testDb } from './admin';
import { BASE_URL, signUp } from './stack';

const PHRASE = 'Confidence comes from practice.';

async function recognize(token: string, audio: Uint8Array, type: string, expected?: string) {
  const response = await fetch(`${BASE_URL}${apiPaths.recognizeSpeech(expected)}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${token}`, 'Content-Type': type },
    body: audio,
  });
  return {
    status: response.status,
    body: (await response.json()) as RecognizeSpeechResponse & { error?: string },
  };
}

async function usage(uid: string) {
  const doc = testDb()
    .collection('dailyUsage')
    .doc(`${uid}_${academyDay(new Date())}`);
  const data = (await doc.get()).data() ?? {};
  return { recognitions: data.recognitions ?? 0, refunded: data.recognitionsRefunded ?? 0 };
}

describe('POST /api/speech/recognize', () => {
  it('hears a real recording and answers its transcript with per-word confidences', async () => {
    const user = await activatedUser();
    const result = await recognize(user.idToken, webmRecording(), 'audio/webm;codecs=opus', PHRASE);
    expect(result.status).toBe(200);
    expect(isSameSpokenAnswer(result.body.transcript, PHRASE)).toBe(true);
    expect(result.body.words?.length).toBe(4);
    expect(await usage(user.uid)).toEqual({ recognitions: 1, refunded: 0 });
  }, 30_000);

  it('hears the phrase the learner repeats when it was said, and not when another was', async () => {
    // PocketSphinx's open decode alone hears "that compared data for immigration" here.
    const said = 'Back up your data before a migration.';
    const user = await activatedUser();
    const wav = await spokenWav(said);
    const right = await recognize(user.idToken, wav, 'audio/wav', said);
    expect(right.status).toBe(200);
    expect(right.body.transcript).toBe('back up your data before a migration');
    expect(right.body.words?.map(({ word }) => word)).toEqual(right.body.transcript.split(' '));
    for (const word of right.body.words ?? []) expect(word.end).toBeGreaterThan(word.start ?? Number.NaN);
    for (const other of [
      PHRASE,
      'Ask for a code review before you merge.',
      'Write the test before you fix the bug.',
    ]) {
      const wrong = await recognize(user.idToken, wav, 'audio/wav', other);
      expect(wrong.status).toBe(200);
      expect(isSameSpokenAnswer(wrong.body.transcript, other), other).toBe(false);
    }
  }, 60_000);

  it('refuses an unactivated learner (403), counting nothing', async () => {
    const user = await signUp();
    const result = await recognize(user.idToken, webmRecording(), 'audio/webm', PHRASE);
    expect(result).toEqual({ status: 403, body: { error: messages.notActivated } });
    expect(await usage(user.uid)).toEqual({ recognitions: 0, refunded: 0 });
  });

  it('refuses too large (413) and too long (400) before decoding, counting nothing', async () => {
    const user = await activatedUser();
    const large = new Uint8Array(1024 * 1024 + 1);
    expect(await recognize(user.idToken, large, 'audio/wav')).toEqual({
      status: 413,
      body: { error: messages.recognition.tooLarge },
    });
    // 21 s of 16 kHz WAV is 672 KB: under the size bound, over the length bound.
    const long = wavFile(new Int16Array(16_000 * 21));
    expect(await recognize(user.idToken, long, 'audio/wav', PHRASE)).toEqual({
      status: 400,
      body: { error: messages.recognition.tooLong(20) },
    });
    expect(await usage(user.uid)).toEqual({ recognitions: 0, refunded: 0 });
  });

  it('refuses the spoofed WebM and its Ogg twin (timestamps say 2.46 s, packets hold 147.6 s) as too long (400), counting nothing', async () => {
    const user = await activatedUser();
    const webm = spoofedWebm(webmRecording(), 60);
    const ogg = spoofedOgg(webmRecording(), 60);
    // What the containers claim passes the 20-s check; what the packets hold does not.
    expect(readWebm(webm)).toMatchObject({ claimedMs: 2460, packetsMs: 147_600 });
    expect(readOgg(ogg).claimedMs).toBeCloseTo(2460, 0);
    for (const [audio, type] of [
      [webm, 'audio/webm;codecs=opus'],
      [ogg, 'audio/ogg;codecs=opus'],
    ] as const) {
      expect(await recognize(user.idToken, audio, type, PHRASE)).toEqual({
        status: 400,
        body: { error: messages.recognition.tooLong(20) },
      });
    }
    expect(await usage(user.uid)).toEqual({ recognitions: 0, refunded: 0 });
  });

  it('calls no engine for them: the check comes before the engine is even made (a spy engine)', async () => {
    const user = await activatedUser();
    let made = 0;
    let calls = 0;
    const spy = async (): Promise<Recognizer> => {
      made++;
      return {
        name: 'spy',
        recognize: async () => {
          calls++;
          return { transcript: 'confidence comes from practice' };
        },
      };
    };
    const request = { db: testDb(), recognizer: spy, uid: user.uid, expected: PHRASE, now: new Date() };
    for (const [audio, format] of [
      [spoofedWebm(webmRecording(), 60), 'webm'],
      [spoofedOgg(webmRecording(), 60), 'ogg'],
    ] as const) {
      const refused = await recognizeSpeech({ ...request, audio, format }).catch((error: unknown) => error);
      expect(refused).toMatchObject({ status: 400, message: messages.recognition.tooLong(20) });
    }
    expect({ made, calls }).toEqual({ made: 0, calls: 0 });
    // The real recording reaches the same spy: it is the check that stopped the others.
    await recognizeSpeech({ ...request, audio: webmRecording(), format: 'webm' });
    expect({ made, calls }).toEqual({ made: 1, calls: 1 });
  });

  it("takes a conversation's 20-s recording that its recorder stopped a little late (no expected phrase)", async () => {
    const user = await activatedUser();
    const stoppedLate = wavFile(new Int16Array(Math.round(16_000 * 20.3)));
    const result = await recognize(user.idToken, stoppedLate, 'audio/wav');
    expect(result.status).toBe(200);
    expect(result.body.transcript).toBe('');
    expect(await usage(user.uid)).toEqual({ recognitions: 1, refunded: 0 });
  }, 30_000);

  it('answers garbage with a Portuguese 4xx, never a 5xx, and gives back what it counted', async () => {
    const user = await activatedUser();
    const junk = new TextEncoder().encode('definitely not a recording');
    expect(await recognize(user.idToken, junk, 'audio/webm')).toEqual({
      status: 422,
      body: { error: messages.recognition.unreadable },
    });
    // JSON that is valid (the platform itself refuses invalid JSON before the function runs).
    const json = new TextEncoder().encode('{"audio": "AAAA"}');
    expect(await recognize(user.idToken, json, 'application/json')).toEqual({
      status: 415,
      body: { error: messages.recognition.unsupportedFormat },
    });
    expect((await recognize(user.idToken, webmRecording(), 'audio/webm', 'Not a pool phrase')).status).toBe(
      400,
    );
    // A valid container whose audio cannot be decoded: the recording's fault, so it counts.
    expect(await recognize(user.idToken, withInvalidPackets(webmRecording()), 'audio/webm')).toEqual({
      status: 422,
      body: { error: messages.recognition.unreadable },
    });
    expect(await usage(user.uid)).toEqual({ recognitions: 1, refunded: 0 });
  }, 30_000);

  it('never grants more than the day allows: 30 at once with 2 left', async () => {
    const user = await activatedUser();
    const doc = testDb()
      .collection('dailyUsage')
      .doc(`${user.uid}_${academyDay(new Date())}`);
    await doc.set({ recognitions: DAILY_RECOGNITION_LIMIT - 2 }, { merge: true });
    const results = await Promise.all(
      Array.from({ length: 30 }, () => recognize(user.idToken, webmRecording(), 'audio/webm', PHRASE)),
    );
    const statuses = results.map((result) => result.status).sort();
    expect(statuses.filter((status) => status === 200)).toHaveLength(2);
    // The rest: the day spent (429), or, where two reached one emulator worker, the learner's
    // recording already being recognized there (409).
    expect(
      statuses.filter((status) => status === 429 || status === 409),
      JSON.stringify(results.filter((r) => r.status !== 429 && r.status !== 200)),
    ).toHaveLength(28);
    expect(statuses.filter((status) => status === 429).length).toBeGreaterThan(0);
    expect(results.find((result) => result.status === 429)?.body).toEqual({
      error: messages.recognition.dailyLimit(DAILY_RECOGNITION_LIMIT),
    });
    expect(await usage(user.uid)).toEqual({ recognitions: DAILY_RECOGNITION_LIMIT, refunded: 0 });
  }, 120_000);
});

describe('who pays for a failed recognition, and the engine held by one learner', () => {
  const budget = { amount: 100, shards: 1 };
  async function call(recognizer: () => Promise<Recognizer>, uid: string, now: Date) {
    return recognizeSpeech({
      db: testDb(),
      recognizer,
      uid,
      audio: webmRecording(),
      format: 'webm',
      expected: PHRASE,
      now,
      budget,
    }).catch((error: { status: number; message: string; headers?: Record<string, string> }) => error);
  }
  async function dayOf(uid: string, now: Date) {
    const data =
      (
        await testDb()
          .collection('dailyUsage')
          .doc(`${uid}_${academyDay(now)}`)
          .get()
      ).data() ?? {};
    return {
      recognitions: data.recognitions ?? 0,
      refunded: data.recognitionsRefunded ?? 0,
      academySeconds: await readBudgetUsed(testDb(), 'recognitionSeconds', budget, now),
    };
  }
  const failing = (error: Error) => async (): Promise<Recognizer> => ({
    name: 'stand-in',
    recognize: async () => {
      throw error;
    },
  });

  it("a recording the engine gives up on counts as the learner's; the academy's seconds come back", async () => {
    const [user, now] = [await activatedUser(), freshDay()];
    const failure = await call(
      failing(new AudioTooHardError('no result within 3250 ms of CPU')),
      user.uid,
      now,
    );
    expect(failure).toMatchObject({ status: 422, message: messages.recognition.tooHard });
    expect(await dayOf(user.uid, now)).toEqual({ recognitions: 1, refunded: 0, academySeconds: 0 });
  });

  it("the server's own fault (a hung decoder) gives the learner's recognition and the academy's seconds back", async () => {
    const [user, now] = [await activatedUser(), freshDay()];
    const failure = await call(
      failing(new Error('no result (the decoder was hung or starved)')),
      user.uid,
      now,
    );
    expect(failure).toMatchObject({ status: 503, message: messages.recognition.failed });
    expect(await dayOf(user.uid, now)).toEqual({ recognitions: 1, refunded: 1, academySeconds: 0 });
  });

  it('a full queue answers 503 at once with Retry-After, counting nothing', async () => {
    const [user, now] = [await activatedUser(), freshDay()];
    const recognize = async () => ({ transcript: 'confidence comes from practice' });
    const full = async (): Promise<Recognizer> => ({
      name: 'full',
      recognize,
      admit: () => {
        throw new RecognizerBusyError('full');
      },
    });
    const failure = await call(full, user.uid, now);
    expect(failure).toMatchObject({
      status: 503,
      message: messages.recognition.busy,
      headers: { 'Retry-After': '5' },
    });
    expect(await dayOf(user.uid, now)).toEqual({ recognitions: 0, refunded: 0, academySeconds: 0 });
  });

  it("the engine service's full queue (503, Retry-After) is the busy 503; what was counted before the call is given back", async () => {
    const [user, now] = [await activatedUser(), freshDay()];
    const service = createServer((req, res) => {
      req.resume();
      res.writeHead(503, { 'Content-Type': 'application/json', 'Retry-After': '5' });
      res.end(JSON.stringify({ error: 'busy' }));
    });
    service.listen(0, '127.0.0.1');
    await once(service, 'listening');
    try {
      const url = `http://127.0.0.1:${(service.address() as AddressInfo).port}`;
      const engine = new EngineServiceRecognizer({ url });
      const failure = await call(async () => engine, user.uid, now);
      expect(failure).toMatchObject({
        status: 503,
        message: messages.recognition.busy,
        headers: { 'Retry-After': '5' },
      });
      expect(await dayOf(user.uid, now)).toEqual({ recognitions: 1, refunded: 1, academySeconds: 0 });
    } finally {
      service.close();
    }
  });

  it("a learner's second recording while the first is recognized: 409 at once, counting nothing; the room held is given back", async () => {
    const [user, now] = [await activatedUser(), freshDay()];
    let answer: ((value: { transcript: string }) => void) | undefined;
    const released: string[] = [];
    const held = async (): Promise<Recognizer> => ({
      name: 'held',
      recognize: () => new Promise((resolve) => (answer = resolve)),
      admit: (): EngineTicket => ({ release: () => released.push('room') }),
    });
    const first = call(held, user.uid, now);
    for (let wait = 0; wait < 250 && !answer; wait++) {
      await new Promise((resolve) => setTimeout(resolve, 20));
    }
    const started = performance.now();
    const second = await call(held, user.uid, now);
    expect(performance.now() - started).toBeLessThan(100);
    expect(second).toMatchObject({ status: 409, message: messages.recognition.oneAtATime });
    answer?.({ transcript: 'confidence comes from practice' });
    expect(await first).toEqual({ transcript: 'confidence comes from practice' });
    expect(await dayOf(user.uid, now)).toMatchObject({ recognitions: 1, refunded: 0 });
    // Once the first is answered the learner records again; a refusal before the engine
    // (the day spent) gives the room it held back, an engine that had it keeps it to its end.
    await testDb()
      .collection('dailyUsage')
      .doc(`${user.uid}_${academyDay(now)}`)
      .set({ recognitions: DAILY_RECOGNITION_LIMIT }, { merge: true });
    expect(await call(held, user.uid, now)).toMatchObject({ status: 429 });
    expect(released).toEqual(['room']);
  });
});
