// The engine service's HTTP hop (`npm run bench -- engine-service`, no stack): the same
// recordings recognized by the resident decoders in process (what the function did before the
// service) and by the function's adapter through the engine service on loopback (what it does
// now), interleaved, after one warm-up each; p50/p95 of each and of their difference. Also the
// decoder's CPU per recording (its children's, from /proc), what Cloud Run bills (bench/costs.mjs).
// Recordings: the WebM fixture (Chromium's, 2.5 s) and a longer WAV of the product's voice.
// It prints figures and never fails on them.

import { once } from 'node:events';
import { readFile } from 'node:fs/promises';
import { importTs } from './load-ts.mjs';
import { sized } from './quick.mjs';
import { percentile } from './stats.mjs';

const SAMPLES = sized(20, 1);
const PHRASE = 'Confidence comes from practice.';
const FOUR_SECONDS = 'Back up your data before a migration, then check it twice.';

/** User plus system CPU seconds of every child of this process (the decoders). */
async function childrenCpuSeconds() {
  const { readdir } = await import('node:fs/promises');
  let total = 0;
  for (const name of await readdir('/proc')) {
    if (!/^\d+$/.test(name)) continue;
    try {
      const stat = await readFile(`/proc/${name}/stat`, 'utf8');
      const fields = stat.slice(stat.lastIndexOf(')') + 2).split(' ');
      if (Number(fields[1]) !== process.pid) continue;
      total += (Number(fields[11]) + Number(fields[12])) / 100;
    } catch {}
  }
  return total;
}

export async function benchEngineService() {
  const m = await importTs(`
    export { PocketsphinxRecognizer } from './functions/src/services/speech-recognition/pocketsphinx.ts';
    export { EngineServiceRecognizer } from './functions/src/services/speech-recognition/engine-service.ts';
    export { ResidentLanes, residentInstalled } from './functions/src/services/speech-recognition/resident-lanes.ts';
    export { createEngineServer } from './functions/src/recognizer/server.ts';
    export { spokenWav } from './functions/test/recordings.ts';
  `);
  console.log('engine service: in process vs through HTTP on loopback (the same decoders)');
  if (!(await m.residentInstalled())) {
    console.log('  skipped: python3-pocketsphinx or its model is not installed');
    return;
  }
  const webm = new Uint8Array(
    await readFile(
      new URL('../functions/test/fixtures/confidence-comes-from-practice.webm', import.meta.url),
    ),
  );
  const wav = await m.spokenWav(FOUR_SECONDS);
  const clips = sized(
    [
      ['WebM/Opus 2.5 s', { audio: webm, format: 'webm', expected: PHRASE }],
      [
        `WAV ${((wav.length - 44) / 32_000).toFixed(1)} s`,
        { audio: wav, format: 'wav', expected: FOUR_SECONDS },
      ],
    ],
    [['WebM/Opus 2.5 s', { audio: webm, format: 'webm', expected: PHRASE }]],
  );
  const inProcess = new m.PocketsphinxRecognizer();
  const lanes = new m.ResidentLanes();
  const server = m.createEngineServer({ lanes, installed: async () => true });
  server.listen(0, '127.0.0.1');
  await once(server, 'listening');
  const viaService = new m.EngineServiceRecognizer({ url: `http://127.0.0.1:${server.address().port}` });
  try {
    for (const [label, request] of clips) {
      const times = { before: [], after: [] };
      const cpu = [];
      for (let index = -1; index < SAMPLES; index++) {
        for (const [way, recognizer] of [
          ['before', inProcess],
          ['after', viaService],
        ]) {
          const cpuBefore = await childrenCpuSeconds();
          const started = performance.now();
          await recognizer.recognize(request);
          const ms = performance.now() - started;
          if (index < 0) continue; // the warm-up loads the model
          times[way].push(ms);
          if (way === 'after') cpu.push((await childrenCpuSeconds()) - cpuBefore);
        }
      }
      const added = times.after.map((ms, index) => ms - times.before[index]);
      const f = (values) =>
        `p50 ${percentile(values, 50).toFixed(0)} ms, p95 ${percentile(values, 95).toFixed(0)} ms`;
      console.log(
        `  ${label.padEnd(16)} in process ${f(times.before)} | through the service ${f(times.after)} | added ${f(added)} | decoder CPU p50 ${percentile(cpu, 50).toFixed(2)} s (${SAMPLES} each)`,
      );
    }
  } finally {
    inProcess.stop();
    lanes.stop();
    server.close();
  }
}

if (process.argv[1] === new URL(import.meta.url).pathname) await benchEngineService();
