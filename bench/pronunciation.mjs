// How well the offline engine scores sounds (functions/src/services/speech-recognition/
// pronunciation.ts), with no stack: the function's own PocketsphinxRecognizer on
//   - speechocean762 (bench/data/speechocean762: non-native English scored by experts), split by
//     speaker: the odd speakers (in id order) are held out and every figure is theirs; the even
//     ones are the calibration part (PRONUNCIATION_CALIBRATE=1 fits pronunciation.ts's constants
//     on them and prints them). Pearson correlation with the experts per phone (0-2), per word and
//     per sentence (accuracy 0-10); well-said utterances (experts' total >= 8) accepted by the
//     phrase check; those scored 9-10 with no word flagged;
//   - the Brazilian habits (bench/data/habit-clips, made by ./habit-clips.mjs with eSpeak NG),
//     apart on the tuning and the held-out phrases (habitParts): the changed word flagged, the
//     right sound named, a clean phrase with any word flagged;
//   - the product's own voice (Flite, ./recognizer-clips.mjs) with no word flagged;
//   - the time per attempt (WAV in, assessment out), p50 / p95.
// `npm run bench -- pronunciation`; prints figures and never fails on them.
import { readFileSync, writeFileSync } from 'node:fs';
import { MPEGDecoder } from 'mpg123-decoder';
import { importTs } from './load-ts.mjs';
import { sized } from './quick.mjs';
import { clips } from './recognizer-clips.mjs';
import { pearson, percentile } from './stats.mjs';

const DATA = new URL('./data/', import.meta.url);
const CALIBRATE = process.env.PRONUNCIATION_CALIBRATE === '1';
/** A file to keep every decoder reply in (both speaker parts), for tuning the assessment offline. */
const DUMP = process.env.PRONUNCIATION_DUMP;
const dumped = [];
/** Every held-out utterance; in quick mode a few of each part. */
const SPEECHOCEAN_MAX = sized(Number.POSITIVE_INFINITY, 1);
/** Habit clips come in pairs (clean, then the habit): quick mode keeps one pair. */
const HABIT_PAIRS = sized(Number.POSITIVE_INFINITY, 1);
const FLITE_EVERY = sized(6, 300);

const pct = (part, whole) => `${((100 * part) / Math.max(1, whole)).toFixed(0)} % (${part}/${whole})`;
const stripStress = (phone) => phone.replace(/\d/g, '');

/** 16 kHz mono MP3 as a WAV file. */
async function mp3ToWav(wavFile, bytes) {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  const { channelData, sampleRate } = decoder.decode(bytes);
  decoder.free();
  if (sampleRate !== 16000) throw new Error(`expected 16 kHz, got ${sampleRate}`);
  const samples = channelData[0];
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++)
    pcm[i] = Math.max(-32768, Math.min(32767, Math.round(samples[i] * 32767)));
  return wavFile(pcm);
}

/** Pairs of our phones and the experts' for one word: by position when as many, else equal ones in order. */
function pairPhones(ours, theirs) {
  if (ours.length === theirs.length) return ours.map((phone, i) => [phone, i]);
  const pairs = [];
  let j = 0;
  for (const phone of ours) {
    const at = theirs.indexOf(phone.phone, j);
    if (at >= 0) {
      pairs.push([phone, at]);
      j = at + 1;
    }
  }
  return pairs;
}

export async function benchPronunciation() {
  const m = await importTs(`
    export { PocketsphinxRecognizer } from './functions/src/services/speech-recognition/pocketsphinx.ts';
    export { HABIT_SEARCH, ResidentDecoder } from './functions/src/services/speech-recognition/resident.ts';
    export * as pronunciation from './functions/src/services/speech-recognition/pronunciation.ts';
    export { isSameSpokenAnswer } from './functions/src/shared/spoken-answer.ts';
    export { phrasePool } from './functions/src/content/phrases.ts';
    export { wavFile } from './functions/src/services/wav.ts';`);
  // The decoder's raw replies, for calibration.
  let lastReply;
  const decode = m.ResidentDecoder.prototype.decode;
  m.ResidentDecoder.prototype.decode = async function (...args) {
    lastReply = await decode.apply(this, args);
    return lastReply;
  };
  // A loaded machine makes a decode slow, not wrong: the bench waits longer than the API.
  const recognizer = new m.PocketsphinxRecognizer({ decodeLimitMs: () => 120_000 });
  if (process.env.PRONUNCIATION_WEIGHT) m.HABIT_SEARCH.weight = Number(process.env.PRONUNCIATION_WEIGHT);
  if ((await recognizer.ensureInstalled()) !== 'resident')
    throw new Error('python3-pocketsphinx is not installed');
  const times = [];
  const attempt = async (wav, expected, meta) => {
    const started = performance.now();
    const heard = await recognizer.recognize({ audio: wav, format: 'wav', expected });
    times.push({ ms: performance.now() - started, seconds: (wav.length - 44) / 32000 });
    if (DUMP) dumped.push({ ...meta, expected, reply: lastReply });
    return { heard, reply: lastReply };
  };
  try {
    await attempt(m.wavFile(new Int16Array(16000)), 'Good job.'); // loads the model
    times.length = 0;
    await speechocean(m, attempt, (bytes) => mp3ToWav(m.wavFile, bytes));
    if (!CALIBRATE) {
      await habits(attempt, (bytes) => mp3ToWav(m.wavFile, bytes));
      await productVoice(m, attempt);
    }
    const all = times.map((t) => t.ms);
    const fourish = times.filter((t) => t.seconds >= 3 && t.seconds <= 5).map((t) => t.ms);
    console.log(
      `  time per attempt (recognition and assessment): p50 ${percentile(all, 50).toFixed(0)} / p95 ${percentile(all, 95).toFixed(0)} ms over ${all.length} attempts; 3-5 s ones: p50 ${percentile(fourish, 50).toFixed(0)} / p95 ${percentile(fourish, 95).toFixed(0)} ms (${fourish.length})`,
    );
    if (DUMP) writeFileSync(DUMP, JSON.stringify(dumped));
  } finally {
    recognizer.stop();
    m.ResidentDecoder.prototype.decode = decode;
  }
}

async function speechocean(m, attempt, toWav) {
  const scores = JSON.parse(readFileSync(new URL('speechocean762/scores.json', DATA), 'utf8'));
  const speakers = [...new Set(Object.keys(scores).map((id) => id.slice(0, 5)))].sort();
  const part = new Set(speakers.filter((_, i) => DUMP || i % 2 === (CALIBRATE ? 0 : 1)));
  const ids = Object.keys(scores)
    .filter((id) => part.has(id.slice(0, 5)))
    .slice(0, SPEECHOCEAN_MAX);
  const rows = [];
  for (const id of ids) {
    const expert = scores[id];
    const wav = await toWav(readFileSync(new URL(`speechocean762/${id}.mp3`, DATA)));
    const { heard, reply } = await attempt(wav, expert.text, { kind: 'speechocean', id });
    rows.push({ id, expert, heard, reply });
  }
  console.log(
    `  speechocean762, ${CALIBRATE ? 'calibration' : 'held-out'} speakers: ${part.size} speakers, ${rows.length} utterances`,
  );
  if (CALIBRATE) return calibrate(rows);
  const phones = [];
  const words = [];
  const sentences = [];
  for (const { expert, heard } of rows) {
    const assessed = heard.pronunciation;
    if (!assessed) continue;
    sentences.push([assessed.scores.accuracy, expert.accuracy]);
    for (const [w, word] of assessed.words.entries()) {
      const theirs = expert.words[w];
      words.push([word.accuracy, theirs.accuracy]);
      for (const [phone, at] of pairPhones(word.phones, theirs.phones.map(stripStress)))
        phones.push([phone.accuracy, theirs['phones-accuracy'][at]]);
    }
  }
  const r = (pairs) =>
    pearson(
      pairs.map((p) => p[0]),
      pairs.map((p) => p[1]),
    ).toFixed(3);
  console.log(
    `    Pearson with the experts: phone ${r(phones)} (${phones.length} phones), word ${r(words)} (${words.length}), sentence ${r(sentences)} (${sentences.length}); targets 0.45 / 0.50 / 0.70`,
  );
  const unscored = rows.filter((row) => !row.heard.pronunciation).length;
  if (unscored > 0) console.log(`    not scored (the phrase did not fit at all): ${unscored}`);
  const wellSaid = rows.filter((row) => row.expert.total >= 8);
  const accepted = wellSaid.filter((row) => m.isSameSpokenAnswer(row.heard.transcript, row.expert.text));
  console.log(
    `    well said (experts' total >= 8) accepted by the phrase check: ${pct(accepted.length, wellSaid.length)}`,
  );
  const best = rows.filter((row) => row.expert.total >= 9);
  const clean = best.filter((row) => row.heard.pronunciation?.words.every((word) => word.error === 'none'));
  console.log(`    scored 9-10 by the experts with no word flagged: ${pct(clean.length, best.length)}`);
  const flagged = rows.flatMap((row) =>
    (row.heard.pronunciation?.words ?? []).map((word, w) => [word, row.expert.words[w]]),
  );
  const wellWords = flagged.filter(([, theirs]) => theirs.accuracy >= 8);
  const poorWords = flagged.filter(([, theirs]) => theirs.accuracy <= 5);
  console.log(
    `    words flagged: ${pct(wellWords.filter(([ours]) => ours.error !== 'none').length, wellWords.length)} of those the experts scored 8-10, ${pct(poorWords.filter(([ours]) => ours.error !== 'none').length, poorWords.length)} of those scored 0-5`,
  );
}

/** Fits pronunciation.ts's constants on the calibration speakers and prints them. */
function calibrate(rows) {
  const phones = [];
  const changed = [];
  for (const { expert, reply } of rows) {
    for (const [w, ours] of (reply?.phones ?? []).entries()) {
      const theirs = expert.words[w];
      for (const [phone, at] of pairPhones(ours, theirs.phones.map(stripStress))) {
        const target = theirs['phones-accuracy'][at] * 50;
        if (phone.heard !== undefined || phone.added) changed.push(target);
        else if (phone.gop !== undefined) phones.push([phone.gop, target]);
      }
    }
  }
  let best = { error: Number.POSITIVE_INFINITY };
  for (let midpoint = -300; midpoint <= 20; midpoint += 2)
    for (let scale = 2; scale <= 120; scale += 1) {
      let error = 0;
      for (const [gop, target] of phones)
        error += (100 / (1 + Math.exp(-(gop - midpoint) / scale)) - target) ** 2;
      if (error < best.error) best = { error, midpoint, scale };
    }
  const mean = (values) => values.reduce((a, b) => a + b, 0) / Math.max(1, values.length);
  console.log(
    `    fitted on ${phones.length} phones: GOP_MIDPOINT = ${best.midpoint}, GOP_SCALE = ${best.scale} (rms ${Math.sqrt(best.error / phones.length).toFixed(1)}); ${changed.length} phones said as a habit's sound score ${mean(changed).toFixed(0)} on average (HEARD_ACCURACY_CAP)`,
  );
}

/**
 * The habit clips' phrases split in two: per habit, its phrases in file order, the 1st and 3rd
 * tuned pronunciation.ts's FLAGGING (with the calibration speakers), the 2nd and 4th are held out.
 */
export function habitParts(manifest) {
  const phrases = new Map();
  for (const clip of manifest.filter((c) => c.habit)) {
    const set = phrases.get(clip.habit) ?? new Set();
    phrases.set(clip.habit, set.add(clip.file.slice(0, 3)));
  }
  const tuning = new Set(
    [...phrases.values()].flatMap((set) => [...set].sort().filter((_, i) => i % 2 === 0)),
  );
  return (clip) => (tuning.has(clip.file.slice(0, 3)) ? 'tuning' : 'held-out');
}

async function habits(attempt, toWav) {
  const all = JSON.parse(readFileSync(new URL('habit-clips/manifest.json', DATA), 'utf8'));
  const partOf = habitParts(all);
  const manifest = all.slice(0, 2 * HABIT_PAIRS);
  const parts = new Map();
  const misses = [];
  for (const clip of manifest) {
    const wav = await toWav(readFileSync(new URL(`habit-clips/${clip.file}`, DATA)));
    const { heard } = await attempt(wav, clip.phrase, { kind: 'habit', file: clip.file });
    const words = heard.pronunciation?.words ?? [];
    const part = parts.get(partOf(clip)) ?? { clean: 0, cleanFlagged: 0, byHabit: new Map() };
    parts.set(partOf(clip), part);
    if (!clip.habit) {
      part.clean++;
      if (words.some((word) => word.error !== 'none')) part.cleanFlagged++;
      continue;
    }
    const row = part.byHabit.get(clip.habit) ?? { clips: 0, flagged: 0, named: 0 };
    part.byHabit.set(clip.habit, row);
    row.clips++;
    const word = words[clip.word];
    const tips = [clip.tip].flat();
    if (word && word.error !== 'none') row.flagged++;
    if (word?.phones.some((phone) => tips.includes(phone.habit))) row.named++;
    else
      misses.push(
        `${clip.habit} '${clip.phrase}' #${clip.word} (${word?.phones.map((p) => `${p.phone}${p.heard !== undefined ? `>${p.heard}` : ''}${p.habit ? `:${p.habit}` : ''} ${p.accuracy}`).join(' ')})`,
      );
  }
  for (const [name, { clean, cleanFlagged, byHabit }] of [...parts].sort().reverse()) {
    const total = [...byHabit.values()].reduce(
      (sum, row) => ({
        clips: sum.clips + row.clips,
        flagged: sum.flagged + row.flagged,
        named: sum.named + row.named,
      }),
      { clips: 0, flagged: 0, named: 0 },
    );
    console.log(
      `  Brazilian habits, eSpeak NG, ${name} phrases (${total.clips} clips with a habit, ${clean} clean):`,
    );
    console.log(
      `    changed word flagged ${pct(total.flagged, total.clips)}, right sound named ${pct(total.named, total.clips)}; clean phrase with any word flagged ${pct(cleanFlagged, clean)}; targets 80 / 70 / <= 10 %`,
    );
    console.log(
      `    per habit (flagged / named): ${[...byHabit].map(([habit, row]) => `${habit} ${row.flagged}/${row.named} of ${row.clips}`).join(', ')}`,
    );
  }
  if (process.env.PRONUNCIATION_MISSES) console.log(`    not named: ${misses.join('\n      ')}`);
}

async function productVoice(m, attempt) {
  const phrases = m.phrasePool.filter((_, i) => i % FLITE_EVERY === 0);
  const recordings = await clips('flite', phrases);
  let clean = 0;
  for (const { phrase, wav } of recordings) {
    const { heard } = await attempt(wav, phrase, { kind: 'flite', phrase });
    if (heard.pronunciation?.words.every((word) => word.error === 'none')) clean++;
  }
  console.log(
    `  the product's voice (Flite), pool phrases: no word flagged in ${pct(clean, recordings.length)}`,
  );
}

if (import.meta.url === `file://${process.argv[1]}`) await benchPronunciation();
