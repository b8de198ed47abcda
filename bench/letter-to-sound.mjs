// The phones of words the recognizer's dictionary lacks (`npm run bench -- letter-to-sound`, no
// stack): functions/src/services/speech-recognition/letter-to-sound.ts (the NRL rules) against
//   - a fixed random sample of the dictionary itself (cmudict-en-us.dict of Debian's model; seed
//     SEED, the pool's own words left out; the rules were written from the 1976 report and never
//     tuned on the dictionary): the share of words predicted exactly (as any of the word's
//     pronunciations) and the phone error rate (edits to the nearest pronunciation / its phones);
//   - the pool phrases with a word the dictionary lacks, said by the product's Flite voice and
//     recognized by the resident decoder as the API does: each must now be aligned (no `missing`)
//     and heard as the phrase. Needs python3-pocketsphinx (else that half is said skipped).
// It prints figures and fails only when a pool phrase is still `missing`.

import { readFileSync } from 'node:fs';
import { importTs } from './load-ts.mjs';
import { sized } from './quick.mjs';
import { clips } from './recognizer-clips.mjs';
import { mulberry32 } from './stats.mjs';

const DICTIONARY = '/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict';
const SAMPLE = sized(1000, 50);
const SEED = 36;

function editDistance(a, b) {
  let previous = Array.from({ length: b.length + 1 }, (_, j) => j);
  for (let i = 1; i <= a.length; i++) {
    const row = [i];
    for (let j = 1; j <= b.length; j++) {
      row[j] = Math.min(previous[j] + 1, row[j - 1] + 1, previous[j - 1] + (a[i - 1] === b[j - 1] ? 0 : 1));
    }
    previous = row;
  }
  return previous[b.length];
}

/** word -> its pronunciations (arrays of phones), from the dictionary's `word(2) PH PH` lines. */
function readDictionary() {
  const entries = new Map();
  for (const line of readFileSync(DICTIONARY, 'utf8').split('\n')) {
    const [head, ...phones] = line.trim().split(/\s+/);
    if (!head || phones.length === 0) continue;
    const word = head.replace(/\(\d+\)$/, '');
    if (!entries.has(word)) entries.set(word, []);
    entries.get(word).push(phones);
  }
  return entries;
}

export async function benchLetterToSound() {
  const m = await importTs(`
    export { letterToSound } from './functions/src/services/speech-recognition/letter-to-sound.ts';
    export { phrasePool } from './functions/src/content/phrases.ts';
    export { PocketsphinxRecognizer, phraseWords } from './functions/src/services/speech-recognition/pocketsphinx.ts';
    export { ResidentDecoder } from './functions/src/services/speech-recognition/resident.ts';`);
  const dictionary = readDictionary();
  const poolWords = new Set(m.phrasePool.flatMap((phrase) => m.phraseWords(phrase)));

  const candidates = [...dictionary.keys()].filter((word) => /^[a-z']+$/.test(word) && !poolWords.has(word));
  const next = mulberry32(SEED);
  const sample = new Set();
  while (sample.size < Math.min(SAMPLE, candidates.length)) {
    sample.add(candidates[Math.floor(next() * candidates.length)]);
  }
  let exact = 0;
  let edits = 0;
  let phones = 0;
  const misses = [];
  for (const word of sample) {
    const guess = m.letterToSound(word);
    let best;
    for (const pronunciation of dictionary.get(word)) {
      const distance = editDistance(guess, pronunciation);
      if (!best || distance < best.distance) best = { distance, pronunciation };
    }
    if (best.distance === 0) exact += 1;
    else if (misses.length < 8)
      misses.push(`${word}: ${guess.join(' ')} (dictionary: ${best.pronunciation.join(' ')})`);
    edits += best.distance;
    phones += best.pronunciation.length;
  }
  console.log(
    `letter-to-sound (NRL rules) on ${sample.size} dictionary words (seed ${SEED}, of ${candidates.length} outside the pool):`,
  );
  console.log(`  predicted exactly: ${((100 * exact) / sample.size).toFixed(1)} % (${exact}/${sample.size})`);
  console.log(
    `  phone error rate: ${((100 * edits) / phones).toFixed(1)} % (${edits} edits / ${phones} phones)`,
  );
  console.log(`  e.g. ${misses.join('; ')}`);

  const lacking = m.phrasePool.filter((phrase) =>
    m.phraseWords(phrase).some((word) => !dictionary.has(word)),
  );
  console.log(`\npool phrases with a word the dictionary lacks: ${lacking.length} of ${m.phrasePool.length}`);
  // Quick mode: the first two (the pool's refactor and linter).
  lacking.splice(sized(lacking.length, 2));
  const recognizer = new m.PocketsphinxRecognizer({ timeoutMs: 120_000 });
  if ((await recognizer.ensureInstalled().catch(() => 'none')) !== 'resident') {
    for (const phrase of lacking) console.log(`  ${phrase} (python3-pocketsphinx missing: not decoded)`);
    return;
  }
  // The decoder's reply as it comes, for `missing` and the alignment's score.
  let lastReply;
  const decode = m.ResidentDecoder.prototype.decode;
  m.ResidentDecoder.prototype.decode = async function (...args) {
    lastReply = await decode.apply(this, args);
    return lastReply;
  };
  let aligned = 0;
  let heard = 0;
  const stillMissing = [];
  try {
    for (const { phrase, wav } of await clips('flite', lacking)) {
      const words = m.phraseWords(phrase);
      const recognition = await recognizer.recognize({ audio: wav, format: 'wav', expected: phrase });
      const added = words
        .filter((word) => !dictionary.has(word))
        .map((word) => `${word} = ${m.letterToSound(word).join(' ')}`);
      const { alignment, missing } = lastReply;
      if (missing?.length) stillMissing.push(phrase);
      if (alignment) aligned += 1;
      const same = recognition.transcript === words.join(' ');
      if (same) heard += 1;
      const score = alignment ? (alignment.score / Math.max(1, alignment.frames)).toFixed(1) : 'n/a';
      console.log(
        `  "${phrase}" [${added.join(', ')}]: ${missing?.length ? `MISSING ${missing.join(' ')}` : 'no missing'}, ` +
          `alignment ${alignment ? `${score}/frame` : 'none'}, ${same ? 'heard as the phrase' : `heard "${recognition.transcript}"`}, ` +
          `sounds ${lastReply.phones ? 'scored' : 'not scored'}`,
      );
    }
  } finally {
    m.ResidentDecoder.prototype.decode = decode;
    recognizer.stop();
  }
  console.log(`  aligned: ${aligned}/${lacking.length}; heard as the phrase: ${heard}/${lacking.length}`);
  if (stillMissing.length > 0) throw new Error(`Still missing: ${stillMissing.join(' | ')}`);
}
