/**
 * Fills the shared speech cache with the whole phrase pool, so practice rounds never wait for
 * (or pay for) a synthesis; cached phrases are skipped. `npm run tts:prewarm` (local emulator),
 * or `-- --project ID --engine google` (production, application-default credentials).
 */
import { parseArgs } from 'node:util';
import { config, isSynthesizerName } from '../config';
import { phrasePool } from '../content/phrases';
import { speechKey } from '../practice/audio/speech-text';
import { connectFirestore } from './target';

const usage = 'Usage: npm run tts:prewarm -- [--engine offline|google] [--project ID] [--concurrency N]';

const { values } = parseArgs({
  options: {
    engine: { type: 'string' },
    project: { type: 'string' },
    concurrency: { type: 'string', default: '4' },
    help: { type: 'boolean', short: 'h' },
  },
});
if (values.help) {
  console.log(usage);
  process.exit(0);
}
const engineName = values.engine ?? config().ttsEngine;
const concurrency = Number(values.concurrency);
if (!isSynthesizerName(engineName) || !Number.isInteger(concurrency) || concurrency < 1 || concurrency > 32) {
  console.error(usage);
  process.exit(2);
}

const db = await connectFirestore(values.project);
const { firestoreSpeechStore, readyKeys } = await import('../practice/audio/speech-cache-store');
const { createSynthesizer } = await import('../services/text-to-speech/create');
const { SynthesizeOnce } = await import('../practice/audio/synthesize-once');

const engine = await createSynthesizer(engineName);
const speech = new SynthesizeOnce(engine, firestoreSpeechStore(db));
const cached = await readyKeys(
  db,
  phrasePool.map((phrase) => speechKey(engine.voiceId, phrase)),
);
const missing = phrasePool.filter((phrase) => !cached.has(speechKey(engine.voiceId, phrase)));
console.log(
  `${phrasePool.length} phrases, voice ${engine.voiceId}: ${cached.size} already cached, ${missing.length} to synthesize.`,
);

const started = performance.now();
let done = 0;
let synthesized = 0;
let failed = 0;
const queue = [...missing];
let lastReport = started;

/** A line every 25 phrases or 3 seconds, whichever comes first: done, rate, time left. */
function reportProgress(): void {
  const now = performance.now();
  if (done % 25 !== 0 && done !== missing.length && now - lastReport < 3000) return;
  lastReport = now;
  const perSecond = done / ((now - started) / 1000);
  const left = perSecond > 0 ? ` about ${Math.ceil((missing.length - done) / perSecond)} s left,` : '';
  console.log(
    `  ${done}/${missing.length} (${Math.round((100 * done) / missing.length)}%),${left} ${perSecond.toFixed(1)}/s` +
      (failed > 0 ? `, ${failed} failed` : ''),
  );
}
await Promise.all(
  Array.from({ length: Math.min(concurrency, queue.length) }, async () => {
    for (let phrase = queue.shift(); phrase !== undefined; phrase = queue.shift()) {
      try {
        if ((await speech.speak(phrase)).source === 'synthesized') synthesized++;
      } catch (error) {
        failed++;
        console.error(`Failed: "${phrase}": ${error instanceof Error ? error.message : error}`);
      }
      done++;
      reportProgress();
    }
  }),
);
const seconds = ((performance.now() - started) / 1000).toFixed(1);
console.log(`Done in ${seconds} s: ${synthesized} synthesized, ${failed} failed.`);
process.exit(failed > 0 ? 1 : 0);
