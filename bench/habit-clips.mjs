// Makes the Brazilian-habit clips of bench/pronunciation.mjs: pool phrases said by eSpeak NG from
// its phonemes, once as written and once with one habit in one word, in two voices, as 16 kHz
// mono MP3 in bench/data/habit-clips/ with manifest.json. Needs espeak-ng and sox (with
// libsox-fmt-mp3), which CI lacks: the clips are committed, and this script only remakes them.
//   node bench/habit-clips.mjs
import { spawnSync } from 'node:child_process';
import { mkdirSync, rmSync, writeFileSync } from 'node:fs';
import { importTs } from './load-ts.mjs';

const OUT = new URL('./data/habit-clips/', import.meta.url).pathname;
const VOICES = ['en-us+klatt', 'en-us+klatt2'];
/** Phrases per habit (each with its clean twin). */
const PER_HABIT = 4;

/** eSpeak NG's phonemes of one word (`T'INk` for think). */
function phonemesOf(word) {
  const run = spawnSync('espeak-ng', ['-q', '-x', '-v', 'en-us', word], { encoding: 'utf8' });
  if (run.status !== 0) throw new Error(`espeak-ng: ${run.stderr}`);
  return run.stdout.trim();
}

// Each habit: the tip the engine should name, and the word's phonemes changed (null: not here).
const HABITS = {
  'th-t': { tip: 'th', change: (p) => (p.includes('T') ? p.replace('T', 't') : null) },
  'th-d': { tip: 'th', change: (p) => (p.includes('D') ? p.replace('D', 'd') : null) },
  'ed-id': {
    tip: ['ed-t', 'ed-d'],
    change: (p, word) => (/[^aeiou]ed$/.test(word) && /[^I@#][td]$/.test(p) ? `${p.slice(0, -1)}Id` : null),
  },
  'added-vowel': { tip: 'final-consonant', change: (p) => (/[pbtdkg]$/.test(p) ? `${p}i` : null) },
  'initial-r': { tip: 'initial-r', change: (p) => (/^['",]?r/.test(p) ? p.replace('r', 'h') : null) },
  'long-ee': { tip: 'long-ee', change: (p) => (p.includes('i:') ? p.replace('i:', 'I') : null) },
  's-cluster': {
    tip: 's-cluster',
    change: (p, word) => (/^s[ptkmnlw]/.test(word) && p.startsWith('s') ? `i${p}` : null),
  },
  'final-l': {
    tip: 'final-l',
    change: (p) => (/l$/.test(p) && !/@L$/.test(p) ? `${p.slice(0, -1)}u:` : null),
  },
  'ti-di': {
    tip: 'ti-di',
    change: (p) =>
      /[td]['",]?[Ii]/.test(p)
        ? p.replace(/([td])(['",]?[Ii])/, (_, c, rest) => `${c === 't' ? 'tS' : 'dZ'}${rest}`)
        : null,
  },
  'final-m-n': { tip: 'final-m-n', change: (p) => (/[^@][mn]$/.test(p) ? p.slice(0, -1) : null) },
};

function render(voice, phonemes, file) {
  const raw = `${file}.raw.wav`;
  const say = spawnSync('espeak-ng', ['-v', voice, '-w', raw, `[[${phonemes.join(' ')}]]`]);
  if (say.status !== 0) throw new Error(`espeak-ng failed on ${phonemes.join(' ')}`);
  // As a recording is: some silence around the speech, 16 kHz mono.
  const sox = spawnSync('sox', ['-q', raw, '-r', '16000', '-c', '1', '-C', '32', file, 'pad', '0.4', '0.6']);
  rmSync(raw, { force: true });
  if (sox.status !== 0) throw new Error(`sox failed: ${sox.stderr}`);
}

const { phrasePool } = await importTs(`export { phrasePool } from './functions/src/content/phrases.ts';`);
rmSync(OUT, { recursive: true, force: true });
mkdirSync(OUT, { recursive: true });
const manifest = [];
const used = new Set();
for (const [habit, { tip, change }] of Object.entries(HABITS)) {
  let found = 0;
  for (const [index, phrase] of phrasePool.entries()) {
    if (found === PER_HABIT) break;
    if (used.has(index)) continue;
    const words = phrase
      .toLowerCase()
      .replace(/[^a-z' ]/g, '')
      .split(/\s+/)
      .filter(Boolean);
    const phonemes = words.map(phonemesOf);
    // The habit goes on the first word of more than two letters where it applies.
    const at = words.findIndex((word, i) => word.length > 2 && change(phonemes[i], word) !== null);
    if (at < 0) continue;
    used.add(index);
    found++;
    const changed = phonemes.with(at, change(phonemes[at], words[at]));
    for (const [v, voice] of VOICES.entries()) {
      const name = `${String(index).padStart(3, '0')}-v${v + 1}`;
      render(voice, phonemes, `${OUT}${name}-clean.mp3`);
      render(voice, changed, `${OUT}${name}-${habit}.mp3`);
      manifest.push({ file: `${name}-clean.mp3`, phrase, voice, habit: null });
      manifest.push({
        file: `${name}-${habit}.mp3`,
        phrase,
        voice,
        habit,
        tip,
        word: at,
        espeak: changed[at],
      });
    }
  }
}
writeFileSync(`${OUT}manifest.json`, `${JSON.stringify(manifest, null, 2)}\n`);
// In the repository's own JSON style, so that `npm run lint` passes on what it wrote.
spawnSync('npx', ['biome', 'format', '--write', `${OUT}manifest.json`], { stdio: 'inherit' });
console.log(`${manifest.length} clips in ${OUT}`);
