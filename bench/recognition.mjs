// The server speech-recognition part of the benchmark: POST /api/speech/recognize through the
// hosting rewrite with the offline engine (PocketSphinx), as the web app calls it.
//   1. the bytes of one recording per format, scaled to a 4-s utterance, and their upload time on
//      Lighthouse's slow 4G (750 kbit/s up, 150 ms round trip), computed;
//   2. the call's time from sending the recording to its transcript (the wait after 'Parar'),
//      p50/p95, one call at a time, for WebM/Opus (Chromium's recording, a test fixture) and the
//      same audio as 16 kHz mono WAV;
//   3. in Chromium, /listening-speaking without SpeechRecognition, so the app posts a MediaRecorder
//      recording: the fake microphone plays the fixture (1 s of silence, the clip, silence), 'Parar'
//      is pressed once it has played (before the recorder's own stop, ~1.5 s after speech); the time
//      to the practice's answer (✅, ❌ or an error), p50/p95, and the bytes it uploaded.
// It prints figures and never fails on them.

import { randomUUID } from 'node:crypto';
import { readFile, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { chromium } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { request, watchApiAnswers } from './http.mjs';
import { activatedBenchLearner, signIn } from './learners.mjs';
import { importTs } from './load-ts.mjs';
import { percentile } from './stats.mjs';

const SAMPLES = 20;
const PHRASE = 'Confidence comes from practice.';
const UPLOAD_BITS_PER_SECOND = 750_000;
const ROUND_TRIP_MS = 150;
// The browser part: one practice, one recording per press (the learner's 60 recognitions a day
// allow it; the practice's start takes one of their 10 audios, a right answer one more).
const PRESSES = 10;
const SILENCE_BEFORE_MS = 1000;
const SILENCE_AFTER_MS = 3000;
/** After the clip has played: a learner presses 'Parar' right after speaking. */
const PRESS_AFTER_SPEECH_MS = 150;
const WAV_HEADER_BYTES = 44;
const WAV_BYTES_PER_MS = 32; // 16 kHz, 16-bit, mono

/** `wav` (the 44-byte header toWav16k writes) with silence before and after, for the microphone. */
function padded(wav, beforeMs, afterMs) {
  const pcm = wav.subarray(WAV_HEADER_BYTES);
  const header = new DataView(wav.buffer, wav.byteOffset, WAV_HEADER_BYTES);
  if (header.getUint32(36) !== 0x64617461) throw new Error('toWav16k no longer writes a 44-byte header');
  const before = beforeMs * WAV_BYTES_PER_MS;
  const out = new Uint8Array(WAV_HEADER_BYTES + before + pcm.length + afterMs * WAV_BYTES_PER_MS);
  out.set(wav.subarray(0, WAV_HEADER_BYTES));
  out.set(pcm, WAV_HEADER_BYTES + before);
  const view = new DataView(out.buffer);
  view.setUint32(4, out.length - 8, true);
  view.setUint32(40, out.length - WAV_HEADER_BYTES, true);
  return out;
}

/**
 * In the page, before the app: no browser recognition (the app records, as in Firefox), and
 * marks for each click on 'Parar' and for the first DOM state after it where the practice has
 * answered: 'Parar' and 'Reconhecendo...' gone (the app shows the answer in the same render that
 * ends the recognition) and ✅ Correto!, ❌ Tente novamente. or another alert (an error) shown.
 */
function pageScript() {
  for (const name of ['SpeechRecognition', 'webkitSpeechRecognition']) {
    Object.defineProperty(window, name, { value: undefined, configurable: true, writable: true });
  }
  const marks = [];
  window.__stopMarks = marks;
  // When the app calls the API after a press, and when the reply arrives: where the time goes.
  const send = window.fetch.bind(window);
  window.fetch = (input, init) => {
    const url = typeof input === 'string' ? input : input instanceof URL ? input.href : input.url;
    const mark = marks.at(-1);
    if (!url.includes('/api/speech/recognize') || !mark || mark.fetch !== undefined) return send(input, init);
    mark.fetch = performance.now();
    return send(input, init).then((response) => {
      mark.reply = performance.now();
      return response;
    });
  };
  const buttonTexts = () => [...document.querySelectorAll('button')].map((b) => b.textContent?.trim());
  const answer = () => {
    const texts = buttonTexts();
    if (texts.includes('Parar') || texts.includes('Reconhecendo...')) return null;
    const statuses = [...document.querySelectorAll('[role=status]')];
    if (statuses.some((element) => element.textContent?.includes('✅ Correto!'))) return '✅';
    const alert = document.querySelector('[role=alert]');
    if (!alert) return null;
    return alert.textContent?.includes('❌ Tente novamente.') ? '❌' : `error: ${alert.textContent?.trim()}`;
  };
  document.addEventListener(
    'click',
    (event) => {
      const button = event.target instanceof Element ? event.target.closest('button') : null;
      if (button?.textContent?.trim() !== 'Parar') return;
      const mark = { stop: performance.now() };
      marks.push(mark);
      const observer = new MutationObserver(() => {
        const outcome = answer();
        if (!outcome) return;
        mark.answer = performance.now();
        mark.outcome = outcome;
        observer.disconnect();
      });
      observer.observe(document.body, {
        subtree: true,
        childList: true,
        characterData: true,
        attributes: true,
      });
    },
    true,
  );
}

/** Part 3: the speaking practice in Chromium, recorded and heard by the API, ~10 presses of 'Parar'. */
async function pressToAnswer({ baseUrl, authUrl, db, wav, seconds }) {
  const microphone = join(tmpdir(), `fala-ingles-bench-microphone-${randomUUID()}.wav`);
  await writeFile(microphone, padded(wav, SILENCE_BEFORE_MS, SILENCE_AFTER_MS));
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    // Chromium reads the file again at each getUserMedia: every press hears the clip from its start.
    args: [
      ...chromiumArgs,
      '--use-fake-ui-for-media-stream',
      `--use-file-for-fake-audio-capture=${microphone}%noloop`,
    ],
  });
  try {
    const learner = await activatedBenchLearner(authUrl, db);
    const context = await browser.newContext({ locale: 'pt-BR', permissions: ['microphone'] });
    await context.addInitScript(pageScript);
    const page = await context.newPage();
    const checkAnswers = watchApiAnswers(page);
    const uploads = [];
    const heard = [];
    page.on('request', (request) => {
      if (new URL(request.url()).pathname !== '/api/speech/recognize') return;
      // Chromium gives no postData for a Blob body unless the request is intercepted (which
      // would add to the time measured): the Content-Length it sent is the same bytes.
      uploads.push(
        request.allHeaders().then((headers) => ({
          type: headers['content-type'] ?? '',
          bytes: request.postDataBuffer()?.length ?? Number(headers['content-length'] ?? Number.NaN),
        })),
      );
    });
    page.on('response', async (response) => {
      if (new URL(response.url()).pathname !== '/api/speech/recognize') return;
      const body = await response.json().catch(() => ({}));
      heard.push(response.status() === 200 ? body.transcript : `HTTP ${response.status()}`);
    });
    await signIn(page, baseUrl, learner);
    await page.goto(`${baseUrl}/listening-speaking`);
    await page.getByRole('button', { name: 'Começar prática' }).click();

    const speak = page.getByRole('button', { name: 'Falar', exact: true });
    const stop = page.getByRole('button', { name: 'Parar', exact: true });
    const waitMs = SILENCE_BEFORE_MS + seconds * 1000 + PRESS_AFTER_SPEECH_MS;
    let missed = 0;
    for (let press = 0; press < PRESSES; press++) {
      await page
        .locator('button:enabled')
        .filter({ hasText: /^Falar$/ })
        .waitFor({ timeout: 30_000 });
      const marks = await page.evaluate(() => window.__stopMarks.length);
      await speak.click();
      await stop.waitFor({ timeout: 15_000 });
      await page.waitForTimeout(waitMs);
      try {
        await stop.click({ timeout: 1_000 });
      } catch {
        missed += 1; // the recorder stopped itself first: not a press of 'Parar'
      }
      await page.waitForFunction(
        (count) => window.__stopMarks.length === count || window.__stopMarks[count]?.answer !== undefined,
        marks,
        { timeout: 30_000 },
      );
      // Without a press, wait for the answer before the next one.
      if ((await page.evaluate(() => window.__stopMarks.length)) === marks)
        await page
          .getByRole('button', { name: 'Reconhecendo...' })
          .waitFor({ state: 'detached', timeout: 30_000 });
    }
    const marks = await page.evaluate(() => window.__stopMarks);
    await context.close();

    const answered = marks.filter((mark) => mark.answer !== undefined);
    const times = answered.map((mark) => mark.answer - mark.stop);
    const p50 = (from, to) =>
      percentile(
        answered
          .filter((mark) => mark[from] !== undefined && mark[to] !== undefined)
          .map((mark) => mark[to] - mark[from]),
        50,
      ).toFixed(0);
    const counts = new Map();
    for (const { outcome = 'no answer' } of marks) counts.set(outcome, (counts.get(outcome) ?? 0) + 1);
    const outcomes = [...counts].map(([outcome, count]) => `${count} ${outcome}`);
    const sent = await Promise.all(uploads);
    const types = [...new Set(sent.map((upload) => upload.type))];
    const format =
      types.length === 1 && /^audio\/webm;codecs=opus$/.test(types[0]) ? 'WebM/Opus' : types.join(', ');
    const kb = sent.map((upload) => upload.bytes / 1024);
    console.log(
      `  press 'Parar' to answer (Chromium, ${format}, ${times.length} presses)  p50 ${percentile(times, 50).toFixed(0)} ms   p95 ${percentile(times, 95).toFixed(0)} ms   upload ${percentile(kb, 50).toFixed(1)} KB (median)`,
    );
    console.log(
      `    each recording uploaded: ${kb.map((size) => size.toFixed(1)).join(', ')} KB; answers: ${outcomes.join(', ')}` +
        `${missed > 0 ? `; ${missed} stopped by themselves before 'Parar'` : ''}; heard ${[...new Set(heard)].map((text) => `'${text}'`).join(', ')}`,
    );
    console.log(
      `    of which, p50: 'Parar' to the upload starting ${p50('stop', 'fetch')} ms (the recorder's last data, the ID token), ` +
        `the call ${p50('fetch', 'reply')} ms, its reply to the answer in the page ${p50('reply', 'answer')} ms`,
    );
    console.log(
      `    (${(seconds).toFixed(1)} s clip with ${SILENCE_BEFORE_MS / 1000} s of silence before it as the microphone; 'Parar' ${PRESS_AFTER_SPEECH_MS} ms after it has played)`,
    );
    checkAnswers();
  } finally {
    await browser.close();
    await rm(microphone, { force: true });
  }
}

export async function benchRecognition({ baseUrl, authUrl }) {
  const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT });
  const db = getFirestore(app);
  const { toWav16k, readWebm } = await importTs(
    `export { toWav16k } from './functions/src/services/speech-recognition/recording/to-wav.ts';
    export { readWebm } from './functions/src/services/speech-recognition/recording/webm.ts';`,
  );
  const webm = new Uint8Array(
    await readFile(
      new URL('../functions/test/fixtures/confidence-comes-from-practice.webm', import.meta.url),
    ),
  );
  const wav = await toWav16k('webm', webm);
  const seconds = readWebm(webm).durationMs / 1000;

  console.log('server speech recognition (offline engine: PocketSphinx, through the hosting rewrite)');
  for (const [label, bytes] of [
    ['WebM/Opus 24 kbit/s (MediaRecorder)', webm.length],
    ['WAV 16 kHz mono 16-bit', wav.length],
  ]) {
    const per4s = (bytes / seconds) * 4;
    const uploadMs = (per4s * 8 * 1000) / UPLOAD_BITS_PER_SECOND + ROUND_TRIP_MS;
    console.log(
      `  ${label.padEnd(38)} ${Math.round(per4s / 1024)} KB per 4 s; upload on slow 4G ~${uploadMs.toFixed(0)} ms`,
    );
  }

  for (const [label, type, audio] of [
    ['WebM/Opus', 'audio/webm;codecs=opus', webm],
    ['WAV', 'audio/wav', wav],
  ]) {
    const { token } = await activatedBenchLearner(authUrl, db);
    const times = [];
    let heard = '';
    for (let index = 0; index < SAMPLES; index++) {
      const started = performance.now();
      const response = await request(
        `${baseUrl}/api/speech/recognize?expected=${encodeURIComponent(PHRASE)}`,
        { method: 'POST', headers: { Authorization: `Bearer ${token}`, 'Content-Type': type }, body: audio },
      );
      const body = await response.json();
      times.push(performance.now() - started);
      heard = body.transcript;
    }
    console.log(
      `  ${`recognize, ${label} (${seconds.toFixed(1)} s clip)`.padEnd(38)} p50 ${percentile(times, 50).toFixed(0)} ms   p95 ${percentile(times, 95).toFixed(0)} ms   heard '${heard}'`,
    );
  }

  await pressToAnswer({ baseUrl, authUrl, db, wav, seconds });
}
