// Do the sound scores survive the browser's recording? The engine's figures (./pronunciation.mjs)
// are measured on WAV; the product sends Opus in WebM from MediaRecorder
// (web/src/lib/voice/recorder.ts). Here each clip is played in Chromium through an AudioContext
// into a MediaStreamAudioDestinationNode and recorded by MediaRecorder at several bitrates at
// once, in real time, with the fake microphone's silences around it (1 s before, 1.5 s after,
// where the recorder stops itself); then the function's own PocketsphinxRecognizer scores the
// WebM bytes, the clip as WAV (bare, as ./pronunciation.mjs sends it; the silences alone change
// nothing) and the recorders' stream taken back at 16 kHz with no codec at all (the browser's
// resampling alone).
// Clips: the held-out phrases of the Brazilian habits (bench/data/habit-clips, ./pronunciation.mjs
// habitParts) and their clean twins, some held-out speechocean762 utterances, and the API test's
// clip functions/test/fixtures/change-anything-th-t.mp3.
// `npm run bench -- opus-habits` (no stack; ~10 min; OPUS_SPEECHOCEAN=n for another count);
// prints figures and never fails on them.
import { readFileSync } from 'node:fs';
import { chromium } from '@playwright/test';
import { MPEGDecoder } from 'mpg123-decoder';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { importTs } from './load-ts.mjs';
import { habitParts } from './pronunciation.mjs';
import { QUICK, sized } from './quick.mjs';

const DATA = new URL('./data/', import.meta.url);
const FIXTURE = new URL('../functions/test/fixtures/change-anything-th-t.mp3', import.meta.url);
const RATE = 16000;
/** The app's bitrate first (OPUS_BITRATES=24,32,48,128 in kbit/s for others). */
const BITRATES = (process.env.OPUS_BITRATES ?? sized('24,32,48', '24'))
  .split(',')
  .map((kbits) => Number(kbits) * 1000);
const LEAD_S = 1;
const TAIL_S = 1.5;
/** Clips recorded at once in the page (each plays in real time). */
const PARALLEL = 6;
const SPEECHOCEAN = Number(process.env.OPUS_SPEECHOCEAN ?? sized(20, 1));

const pct = (part, whole) => `${((100 * part) / Math.max(1, whole)).toFixed(0)} % (${part}/${whole})`;

async function decodeMp3(bytes) {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const { channelData, sampleRate } = decoder.decode(new Uint8Array(bytes));
    if (sampleRate !== RATE) throw new Error(`expected 16 kHz, got ${sampleRate}`);
    return channelData[0].slice();
  } finally {
    decoder.free();
  }
}

function toInt16(samples) {
  const pcm = new Int16Array(samples.length);
  for (let i = 0; i < samples.length; i++)
    pcm[i] = Math.max(-32768, Math.min(32767, Math.round(samples[i] * 32767)));
  return pcm;
}

function padded(samples) {
  const out = new Float32Array(Math.round(RATE * (LEAD_S + TAIL_S)) + samples.length);
  out.set(samples, RATE * LEAD_S);
  return out;
}

/** The clips to measure: { id, kind, phrase, samples, ...what scores them }. */
async function loadClips() {
  const manifest = JSON.parse(readFileSync(new URL('habit-clips/manifest.json', DATA), 'utf8'));
  const partOf = habitParts(manifest);
  const clips = [];
  const heldOutClips = manifest.filter((c) => partOf(c) === 'held-out');
  // Quick: one habit clip and its clean twin.
  for (const clip of QUICK
    ? heldOutClips.filter((c) => c.phrase === heldOutClips[0]?.phrase).slice(0, 2)
    : heldOutClips)
    clips.push({
      id: clip.file,
      kind: clip.habit ? 'habit' : 'clean',
      phrase: clip.phrase,
      habit: clip.habit,
      word: clip.word,
      tips: [clip.tip].flat(),
      samples: await decodeMp3(readFileSync(new URL(`habit-clips/${clip.file}`, DATA))),
    });
  const scores = JSON.parse(readFileSync(new URL('speechocean762/scores.json', DATA), 'utf8'));
  const speakers = [...new Set(Object.keys(scores).map((id) => id.slice(0, 5)))].sort();
  const heldOut = new Set(speakers.filter((_, i) => i % 2 === 1));
  const ids = Object.keys(scores)
    .sort()
    .filter((id) => heldOut.has(id.slice(0, 5)));
  // Spread over the held-out speakers rather than the first few of them.
  const step = Math.max(1, Math.floor(ids.length / Math.max(1, SPEECHOCEAN)));
  for (const id of ids.filter((_, i) => i % step === 0).slice(0, SPEECHOCEAN))
    clips.push({
      id,
      kind: 'speechocean',
      phrase: scores[id].text,
      expert: scores[id],
      samples: await decodeMp3(readFileSync(new URL(`speechocean762/${id}.mp3`, DATA))),
    });
  clips.push({
    id: 'change-anything-th-t.mp3',
    kind: 'fixture',
    phrase: 'Read the error message before you change anything.',
    word: 7,
    tips: ['th'],
    samples: await decodeMp3(readFileSync(FIXTURE)),
  });
  return clips;
}

/** In the page: plays 16 kHz samples (base64 Int16) and records them at each bitrate. */
async function recordInPage({ pcm, rate, bitrates }) {
  const bytes = Uint8Array.from(atob(pcm), (c) => c.charCodeAt(0));
  const ints = new Int16Array(bytes.buffer);
  const context = new AudioContext();
  await context.resume();
  const buffer = context.createBuffer(1, ints.length, rate);
  const channel = buffer.getChannelData(0);
  for (let i = 0; i < ints.length; i++) channel[i] = ints[i] / 32767;
  const destination = context.createMediaStreamDestination();
  destination.channelCount = 1;
  const source = context.createBufferSource();
  source.buffer = buffer;
  source.connect(destination);
  // The same stream as the recorders hear it, back at 16 kHz without any codec: what the
  // browser's audio path alone does to the clip.
  const tap = new AudioContext({ sampleRate: rate });
  const processor = tap.createScriptProcessor(4096, 1, 1);
  const heard = [];
  processor.addEventListener('audioprocess', (event) => {
    heard.push(new Float32Array(event.inputBuffer.getChannelData(0)));
  });
  tap.createMediaStreamSource(destination.stream).connect(processor);
  processor.connect(tap.destination);
  await tap.resume();
  const recorders = bitrates.map((audioBitsPerSecond) => {
    const recorder = new MediaRecorder(destination.stream, {
      mimeType: 'audio/webm;codecs=opus',
      audioBitsPerSecond,
    });
    const chunks = [];
    recorder.addEventListener('dataavailable', (event) => chunks.push(event.data));
    const done = new Promise((resolve) => recorder.addEventListener('stop', () => resolve(new Blob(chunks))));
    recorder.start();
    return { recorder, done };
  });
  await new Promise((resolve) => {
    source.addEventListener('ended', resolve);
    source.start();
  });
  for (const { recorder } of recorders) recorder.stop();
  const blobs = await Promise.all(recorders.map(({ done }) => done));
  await context.close();
  await tap.close();
  const pcmOut = new Int16Array(heard.reduce((sum, block) => sum + block.length, 0));
  let at = 0;
  for (const block of heard)
    for (const sample of block) pcmOut[at++] = Math.max(-32768, Math.min(32767, Math.round(sample * 32767)));
  const base64 = async (blob) => {
    const all = new Uint8Array(await blob.arrayBuffer());
    let text = '';
    for (let i = 0; i < all.length; i += 0x8000) text += String.fromCharCode(...all.subarray(i, i + 0x8000));
    return btoa(text);
  };
  return { webms: await Promise.all(blobs.map(base64)), pcm: await base64(new Blob([pcmOut])) };
}

async function recordAll(clips) {
  const browser = await chromium.launch({
    executablePath: chromiumPath,
    args: [...chromiumArgs, '--autoplay-policy=no-user-gesture-required'],
  });
  try {
    const page = await browser.newPage();
    await page.setContent('<title>opus</title>');
    const queue = [...clips];
    const worker = async () => {
      for (let clip = queue.shift(); clip; clip = queue.shift()) {
        const pcm = Buffer.from(toInt16(padded(clip.samples)).buffer).toString('base64');
        const recorded = await page.evaluate(recordInPage, { pcm, rate: RATE, bitrates: BITRATES });
        clip.webm = recorded.webms.map((text) => Buffer.from(text, 'base64'));
        const bytes = Buffer.from(recorded.pcm, 'base64');
        clip.chromiumPcm = new Int16Array(new Uint8Array(bytes).buffer);
      }
    };
    await Promise.all(Array.from({ length: PARALLEL }, worker));
  } finally {
    await browser.close();
  }
}

/** What one recording of `clip` came to: the changed word flagged / its sound named / any flag. */
function judge(clip, heard) {
  const words = heard.pronunciation?.words ?? [];
  const word = words[clip.word];
  return {
    scored: Boolean(heard.pronunciation),
    anyFlag: words.some((w) => w.error !== 'none'),
    flagged: Boolean(word && word.error !== 'none'),
    named: Boolean(word?.phones.some((phone) => clip.tips?.includes(phone.habit))),
    words,
  };
}

const describeWord = (word) =>
  word
    ? `${word.word} ${word.error} ${word.accuracy}: ${word.phones.map((p) => `${p.phone}${p.heard !== undefined ? `>${p.heard ?? '-'}` : ''}${p.habit ? `:${p.habit}` : ''}${p.added ? `+${p.added.phone}` : ''} ${p.accuracy}`).join(' ')}`
    : 'not scored';

export async function benchOpusHabits() {
  const started = performance.now();
  const m = await importTs(`
    export { PocketsphinxRecognizer } from './functions/src/services/speech-recognition/pocketsphinx.ts';
    export { wavFile } from './functions/src/services/wav.ts';`);
  const clips = await loadClips();
  console.log(
    `  ${clips.length} clips recorded in Chromium at ${BITRATES.map((b) => b / 1000).join(', ')} kbit/s (${PARALLEL} at a time, real time)...`,
  );
  await recordAll(clips);
  const recordedS = (performance.now() - started) / 1000;
  const recognizer = new m.PocketsphinxRecognizer({ decodeLimitMs: () => 120_000 });
  if ((await recognizer.ensureInstalled()) !== 'resident')
    throw new Error('python3-pocketsphinx is not installed');
  const conditions = [
    { name: 'WAV', format: 'wav', audio: (clip) => m.wavFile(toInt16(clip.samples)) },
    { name: 'Chromium, no codec (WAV)', format: 'wav', audio: (clip) => m.wavFile(clip.chromiumPcm) },
    ...BITRATES.map((bitrate, b) => ({
      name: `Opus ${bitrate / 1000}k`,
      format: 'webm',
      audio: (clip) => clip.webm[b],
      bitrate: b,
    })),
  ];
  try {
    await recognizer.recognize({
      audio: m.wavFile(new Int16Array(RATE)),
      format: 'wav',
      expected: 'Good job.',
    });
    const rows = [];
    for (const condition of conditions) {
      const results = [];
      for (const clip of clips) {
        const heard = await recognizer.recognize({
          audio: condition.audio(clip),
          format: condition.format,
          expected: clip.phrase,
        });
        results.push({ clip, ...judge(clip, heard) });
      }
      rows.push({ condition, results });
    }
    report(clips, rows);
  } finally {
    recognizer.stop();
  }
  console.log(
    `  ${((performance.now() - started) / 1000).toFixed(0)} s (recording ${recordedS.toFixed(0)} s)`,
  );
}

function report(clips, rows) {
  const habits = clips.filter((c) => c.kind === 'habit');
  const clean = clips.filter((c) => c.kind === 'clean');
  const ocean = clips.filter((c) => c.kind === 'speechocean');
  const seconds = 4;
  console.log(
    "\n  | recording | changed word flagged | right sound named | clean twin, any word flagged | speechocean: experts' 8-10 words flagged | unscored | bytes for 4 s |",
  );
  console.log('  |---|---|---|---|---|---|---|');
  for (const { condition, results } of rows) {
    const of = (kind) => results.filter((r) => r.clip.kind === kind);
    const h = of('habit');
    const c = of('clean');
    const wellWords = of('speechocean').flatMap((r) =>
      r.words.map((word, w) => [word, r.clip.expert.words[w]]).filter(([, theirs]) => theirs?.accuracy >= 8),
    );
    let bytes = '-';
    if (condition.bitrate !== undefined) {
      // Bytes per second of what was recorded, the silences included, scaled to 4 s.
      const perSecond =
        clips
          .map((clip) => clip.webm[condition.bitrate].length / (clip.samples.length / RATE + LEAD_S + TAIL_S))
          .reduce((a, b) => a + b, 0) / clips.length;
      bytes = `${Math.round(perSecond * seconds).toLocaleString('en')}`;
    } else if (condition.name === 'WAV') bytes = `${(44 + seconds * RATE * 2).toLocaleString('en')}`;
    console.log(
      `  | ${condition.name} | ${pct(h.filter((r) => r.flagged).length, habits.length)} | ${pct(h.filter((r) => r.named).length, habits.length)} | ${pct(c.filter((r) => r.anyFlag).length, clean.length)} | ${pct(wellWords.filter(([word]) => word.error !== 'none').length, wellWords.length)} (${ocean.length} utterances) | ${results.filter((r) => !r.scored).length} | ${bytes} |`,
    );
  }
  console.log('\n  per habit, flagged/named of clips:');
  const names = [...new Set(habits.map((c) => c.habit))].sort();
  for (const { condition, results } of rows) {
    const line = names.map((habit) => {
      const h = results.filter((r) => r.clip.habit === habit && r.clip.kind === 'habit');
      return `${habit} ${h.filter((r) => r.flagged).length}/${h.filter((r) => r.named).length} of ${h.length}`;
    });
    console.log(`    ${condition.name}: ${line.join(', ')}`);
  }
  console.log(`\n  ${clips.find((c) => c.kind === 'fixture').id}, "anything":`);
  for (const { condition, results } of rows) {
    const fixture = results.find((r) => r.clip.kind === 'fixture');
    const flaggedElsewhere = fixture.words
      .filter((word, w) => w !== fixture.clip.word && word.error !== 'none')
      .map((word) => word.word);
    console.log(
      `    ${condition.name}: ${describeWord(fixture.words[fixture.clip.word])}${flaggedElsewhere.length ? `; also flagged: ${flaggedElsewhere.join(', ')}` : ''}`,
    );
  }
}
