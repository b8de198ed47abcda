// The server speech-recognition part of the benchmark: POST /api/speech/recognize through the
// hosting rewrite with the offline engine (PocketSphinx), as the web app will call it.
//   1. bytes of one recording per format, scaled to a 4-s utterance, and the time to upload
//      them on Lighthouse's slow 4G (750 kbit/s up, 150 ms round trip), computed;
//   2. the call's time from sending the recording to its transcript (what a learner waits after
//      pressing 'Parar'), p50/p95, for WebM/Opus (Chromium's recording, committed as a test
//      fixture) and for the same audio as 16 kHz mono WAV, one call at a time.

import { randomUUID } from 'node:crypto';
import { readFile, rm } from 'node:fs/promises';
import { build } from 'esbuild';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { activatedBenchLearner } from './learners.mjs';
import { percentile } from './stats.mjs';

const SAMPLES = 20;
const PHRASE = 'Confidence comes from practice.';
const UPLOAD_BITS_PER_SECOND = 750_000;
const ROUND_TRIP_MS = 150;

/** The function's own readers, bundled for plain Node (they import npm packages). */
async function recognitionModules() {
  // Inside the repository (test-results/ is ignored), so the bundle's npm imports resolve.
  const outfile = new URL(`../test-results/bench-recognition-${randomUUID()}.mjs`, import.meta.url).pathname;
  await build({
    stdin: {
      contents: `export { toWav16k } from './functions/src/services/recognition/to-wav.ts';
        export { readWebm } from './functions/src/services/recognition/webm.ts';`,
      resolveDir: new URL('..', import.meta.url).pathname,
      loader: 'ts',
    },
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile,
    logLevel: 'silent',
  });
  try {
    return await import(outfile);
  } finally {
    await rm(outfile, { force: true });
  }
}

export async function benchRecognition({ baseUrl, authUrl }) {
  const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT });
  const db = getFirestore(app);
  const { toWav16k, readWebm } = await recognitionModules();
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
      const response = await fetch(`${baseUrl}/api/speech/recognize?expected=${encodeURIComponent(PHRASE)}`, {
        method: 'POST',
        headers: { Authorization: `Bearer ${token}`, 'Content-Type': type },
        body: audio,
      });
      const body = await response.json();
      times.push(performance.now() - started);
      if (response.status !== 200)
        throw new Error(`recognize answered ${response.status}: ${JSON.stringify(body)}`);
      heard = body.transcript;
    }
    console.log(
      `  ${`recognize, ${label} (${seconds.toFixed(1)} s clip)`.padEnd(38)} p50 ${percentile(times, 50).toFixed(0)} ms   p95 ${percentile(times, 95).toFixed(0)} ms   heard '${heard}'`,
    );
  }
}
