// How well the offline recognizer hears a pool phrase, with no stack: the function's own
// PocketsphinxRecognizer and speaking check (isSameSpokenAnswer) on every pool phrase said by two
// synthetic voices (./recognizer-clips.mjs: the product's Flite voice, eSpeak NG's klatt):
//   - accepted: each recording sent as its own phrase and judged right; refused: sent as another
//     pool phrase (a fixed offset in the pool) and judged wrong;
//   - each recognition's time (WAV in, recognition out), min / median / max, the resident decoder's
//     first call (it loads the model) apart; before: one `pocketsphinx_continuous` per recording
//     (one run serves both checks) on every RECOGNIZER_BEFORE_EVERY-th phrase (default 4);
//   - the alignment score per frame (pocketsphinx.ts's ALIGNMENT_THRESHOLD) on the calibration
//     half (even pool indexes) and the held-out half (odd ones).
// RECOGNIZER_BENCH_EVERY=n keeps every n-th phrase, RECOGNIZER_BENCH_VOICES=flite (or klatt) one
// voice. `npm run bench -- recognizer-accuracy`; prints figures and never fails on them.

import { importTs } from './load-ts.mjs';
import { sized } from './quick.mjs';
import { clips, espeakInstalled, VOICES } from './recognizer-clips.mjs';
import { percentile } from './stats.mjs';

/** Every phrase; in quick mode, two of the pool's (the first with the "before" too). */
const EVERY = Number(process.env.RECOGNIZER_BENCH_EVERY ?? sized(1, 150));
const BEFORE_EVERY = Number(process.env.RECOGNIZER_BEFORE_EVERY ?? sized(4, 10));
/** The "different phrase" of pool phrase i is phrase i + OTHER_OFFSET (mod the pool). */
const OTHER_OFFSET = 97;

const ms = (values) =>
  values.length === 0
    ? 'n/a'
    : `min ${Math.min(...values).toFixed(0)} / median ${percentile(values, 50).toFixed(0)} / max ${Math.max(...values).toFixed(0)} ms`;
const pct = (part, whole) => `${((100 * part) / Math.max(1, whole)).toFixed(1)} % (${part}/${whole})`;

export async function benchRecognizerAccuracy() {
  const m = await importTs(`
    export { phrasePool } from './functions/src/content/phrases.ts';
    export { isSameSpokenAnswer } from './functions/src/shared/spoken-answer.ts';
    export { PocketsphinxRecognizer, ALIGNMENT_THRESHOLD } from './functions/src/services/speech-recognition/pocketsphinx.ts';
    export { ResidentDecoder } from './functions/src/services/speech-recognition/resident.ts';`);
  const pool = m.phrasePool;
  const voices = VOICES.filter(
    (voice) =>
      (process.env.RECOGNIZER_BENCH_VOICES ?? VOICES.join(',')).split(',').includes(voice) &&
      (voice !== 'klatt' || espeakInstalled()),
  );
  console.log(
    `offline recognizer accuracy (${pool.length} pool phrases${EVERY > 1 ? `, every ${EVERY}th` : ''}; voices: ${voices.join(', ')}${espeakInstalled() ? '' : '; espeak-ng missing: klatt skipped'})`,
  );
  // The alignment of each reply, for calibration: the decoder's replies as they come.
  let lastReply;
  const decode = m.ResidentDecoder.prototype.decode;
  m.ResidentDecoder.prototype.decode = async function (...args) {
    lastReply = await decode.apply(this, args);
    return lastReply;
  };
  const scoreOf = () =>
    lastReply?.alignment ? lastReply.alignment.score / Math.max(1, lastReply.alignment.frames) : null;

  // A loaded machine makes a recognition slow, not wrong: the bench waits longer than the API.
  const resident = new m.PocketsphinxRecognizer({ timeoutMs: 120_000 });
  if ((await resident.ensureInstalled()) !== 'resident')
    throw new Error('python3-pocketsphinx is not installed');
  const command = new m.PocketsphinxRecognizer({ python: '/nonexistent/python3', timeoutMs: 120_000 });

  const indexes = pool.map((_, i) => i).filter((i) => i % EVERY === 0);
  try {
    for (const voice of voices) {
      const recordings = await clips(
        voice,
        indexes.map((i) => pool[i]),
      );
      const rows = [];
      let first;
      for (const [n, { phrase, wav }] of recordings.entries()) {
        const index = indexes[n];
        const other = pool[(index + OTHER_OFFSET) % pool.length];
        let started = performance.now();
        const right = await resident.recognize({ audio: wav, format: 'wav', expected: phrase });
        const rightMs = performance.now() - started;
        const rightScore = scoreOf();
        started = performance.now();
        const wrong = await resident.recognize({ audio: wav, format: 'wav', expected: other });
        const wrongMs = performance.now() - started;
        const wrongScore = scoreOf();
        const row = {
          index,
          phrase,
          accepted: m.isSameSpokenAnswer(right.transcript, phrase),
          refused: !m.isSameSpokenAnswer(wrong.transcript, other),
          heard: right.transcript,
          rightScore,
          wrongScore,
          times: [rightMs, wrongMs],
        };
        if (n === 0) first = row.times.shift();
        if (index % (EVERY * BEFORE_EVERY) === 0) {
          started = performance.now();
          const old = await command.recognize({ audio: wav, format: 'wav' });
          row.beforeMs = performance.now() - started;
          row.beforeAccepted = m.isSameSpokenAnswer(old.transcript, phrase);
          row.beforeRefused = !m.isSameSpokenAnswer(old.transcript, other);
        }
        rows.push(row);
      }
      const count = (list, key) => list.filter((row) => row[key]).length;
      const before = rows.filter((row) => row.beforeMs !== undefined);
      console.log(`  ${voice} (${rows.length} recordings)`);
      console.log(
        `    after:  accepted ${pct(count(rows, 'accepted'), rows.length)}, refused ${pct(count(rows, 'refused'), rows.length)}; time ${ms(rows.flatMap((row) => row.times))} (first call, loading the model: ${first.toFixed(0)} ms)`,
      );
      for (const [label, half] of [
        ['calibration (even)', rows.filter((_, n) => n % 2 === 0)],
        ['held out (odd)', rows.filter((_, n) => n % 2 === 1)],
      ]) {
        const rights = half.map((row) => row.rightScore ?? Number.NEGATIVE_INFINITY);
        const wrongs = half.map((row) => row.wrongScore ?? Number.NEGATIVE_INFINITY);
        console.log(
          `      ${label}: accepted ${pct(count(half, 'accepted'), half.length)}, refused ${pct(count(half, 'refused'), half.length)}; score per frame, said right: min ${Math.min(...rights).toFixed(1)}, p5 ${percentile(rights, 5).toFixed(1)}; another phrase: max ${Math.max(...wrongs).toFixed(1)} (${wrongs.filter((s) => s === Number.NEGATIVE_INFINITY).length} did not fit at all); threshold ${m.ALIGNMENT_THRESHOLD}`,
        );
      }
      console.log(
        `    before: accepted ${pct(count(before, 'beforeAccepted'), before.length)}, refused ${pct(count(before, 'beforeRefused'), before.length)}; time ${ms(before.map((row) => row.beforeMs))} (one pocketsphinx_continuous per recording, ${before.length} recordings)`,
      );
      const missed = rows.filter((row) => !row.accepted);
      if (missed.length > 0)
        console.log(
          `    not accepted: ${missed
            .slice(0, 8)
            .map((row) => `'${row.phrase}' heard '${row.heard}' (${row.rightScore?.toFixed(1) ?? 'no fit'})`)
            .join('; ')}${missed.length > 8 ? '; ...' : ''}`,
        );
      const letThrough = rows.filter((row) => !row.refused);
      if (letThrough.length > 0)
        console.log(
          `    not refused: ${letThrough.map((row) => `'${row.phrase}' as '${pool[(row.index + OTHER_OFFSET) % pool.length]}' (${row.wrongScore?.toFixed(1)})`).join('; ')}`,
        );
    }
  } finally {
    resident.stop();
    m.ResidentDecoder.prototype.decode = decode;
  }
}

if (import.meta.url === `file://${process.argv[1]}`) await benchRecognizerAccuracy();
