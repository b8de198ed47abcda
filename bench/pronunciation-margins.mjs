// How FLAGGING.margin (functions/src/services/speech-recognition/pronunciation.ts) is chosen, on the
// tuning part only: the calibration speakers of speechocean762 and the habit clips' tuning phrases
// (./pronunciation.mjs, habitParts). Reads the decoder replies kept by
// `PRONUNCIATION_DUMP=file node bench/pronunciation.mjs`; prints per habit's tip and margin the
// habits named where they were put / words flagged that should not be (clean twins, and words the
// experts scored 8-10). No decoder runs: a few seconds.
import { readFileSync } from 'node:fs';
import { importTs } from './load-ts.mjs';
import { habitParts } from './pronunciation.mjs';

const DATA = new URL('./data/', import.meta.url);
const MARGINS = [-1000, 0, 10, 20, 30, 40, 60, 80, 100, 150];

const m = await importTs(`
  export * as pronunciation from './functions/src/services/speech-recognition/pronunciation.ts';
  export { phraseWords } from './functions/src/services/speech-recognition/pocketsphinx.ts';`);
const { FLAGGING, assessPronunciation } = m.pronunciation;
const dump = JSON.parse(readFileSync(process.argv[2], 'utf8'));
const scores = JSON.parse(readFileSync(new URL('speechocean762/scores.json', DATA), 'utf8'));
const manifest = JSON.parse(readFileSync(new URL('habit-clips/manifest.json', DATA), 'utf8'));
const speakers = [...new Set(Object.keys(scores).map((id) => id.slice(0, 5)))].sort();
const calibration = new Set(speakers.filter((_, i) => i % 2 === 0));
const partOf = habitParts(manifest);
const clips = new Map(manifest.map((clip) => [clip.file, clip]));
const tuning = dump.filter(
  (row) =>
    (row.kind === 'speechocean' && calibration.has(row.id.slice(0, 5))) ||
    (row.kind === 'habit' && partOf(clips.get(row.file)) === 'tuning'),
);

/** Per tip: habits named where they were put, and words flagged by it that were said well. */
function count() {
  const found = {};
  const wrong = {};
  for (const row of tuning) {
    const assessed = assessPronunciation(m.phraseWords(row.expected), row.reply?.phones ?? null);
    const clip = clips.get(row.file);
    for (const [w, word] of assessed.words.entries()) {
      const tip = word.phones.find((phone) => phone.habit)?.habit;
      if (!tip) continue;
      if (clip?.habit && w === clip.word && [clip.tip].flat().includes(tip))
        found[tip] = (found[tip] ?? 0) + 1;
      else if ((clip && !clip.habit) || (!clip && scores[row.id].words[w].accuracy >= 8))
        wrong[tip] = (wrong[tip] ?? 0) + 1;
    }
  }
  return { found, wrong };
}

const chosen = { ...FLAGGING.margin };
console.log(`margin: habits named / good words flagged, on ${tuning.length} tuning recordings`);
for (const tip of Object.keys(chosen)) {
  const cells = MARGINS.map((margin) => {
    for (const other of Object.keys(chosen)) FLAGGING.margin[other] = other === tip ? margin : Infinity;
    const { found, wrong } = count();
    return `${margin}: ${found[tip] ?? 0}/${wrong[tip] ?? 0}`;
  });
  console.log(`  ${tip} (now ${chosen[tip]}): ${cells.join('  ')}`);
}
