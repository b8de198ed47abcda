/**
 * The offline engine for real: Debian's PocketSphinx on recordings made in the test (the
 * product's own voice) and on a recording Chromium made. No fake at the recognition boundary.
 * The resident decoder (python3-pocketsphinx) is the default; the per-recording command is
 * what runs without it.
 */
import { spawn } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, describe, expect, it } from 'vitest';
import { babbleWav, mp3Wav, spokenWav, webmRecording } from '../../../test/recordings';
import { isSameSpokenAnswer } from '../../shared/spoken-answer';
import {
  ALIGNMENT_THRESHOLD,
  judgeResidentReply,
  PocketsphinxRecognizer,
  parsePocketsphinxOutput,
  phraseWords,
} from './pocketsphinx';
import { RecognizerBusyError, RecognizerNotInstalledError } from './port';
import { readWavRecording } from './recording/container';
import { ResidentDecoder } from './resident';

const recognizer = new PocketsphinxRecognizer();
/** Without python3-pocketsphinx: one pocketsphinx_continuous per recording. */
const command = new PocketsphinxRecognizer({ python: '/nonexistent/python3' });
afterAll(() => recognizer.stop());
const PHRASE = 'Confidence comes from practice.';
const OTHER = 'You get better every time you practice.';

/** What the recognizer hears of `text` said by the product voice, expecting PHRASE. */
const hear = async (text: string) =>
  recognizer.recognize({ audio: await spokenWav(text), format: 'wav', expected: PHRASE });

describe('PocketsphinxRecognizer', () => {
  it('runs resident where python3-pocketsphinx is installed (CI installs it)', async () => {
    expect(await recognizer.ensureInstalled()).toBe('resident');
    expect(await command.ensureInstalled()).toBe('command');
  });

  it('hears a pool phrase spoken by the product voice, with per-word confidences and times', async () => {
    const heard = await hear(PHRASE);
    expect(heard.transcript).toBe('confidence comes from practice');
    expect(heard.words?.map((word) => word.word)).toEqual(['confidence', 'comes', 'from', 'practice']);
    let previousEnd = 0;
    for (const word of heard.words ?? []) {
      expect(word.confidence).toBeGreaterThan(0.6); // said plainly: no word unclear
      expect(word.confidence).toBeLessThanOrEqual(1);
      expect(word.start).toBeGreaterThanOrEqual(previousEnd);
      expect(word.end).toBeGreaterThan(word.start as number);
      previousEnd = word.end as number;
    }
  }, 20_000);

  it('hears the phrase a learner is repeating even where the open decode alone would not', async () => {
    // The open decode hears "that compared data for immigration" alone.
    const phrase = 'Back up your data before a migration.';
    const wav = await spokenWav(phrase);
    expect(
      isSameSpokenAnswer((await command.recognize({ audio: wav, format: 'wav' })).transcript, phrase),
    ).toBe(false);
    const heard = await recognizer.recognize({ audio: wav, format: 'wav', expected: phrase });
    expect(isSameSpokenAnswer(heard.transcript, phrase)).toBe(true);
  }, 30_000);

  it('names the sound a Brazilian habit changed, and flags no word of the same phrase said clean', async () => {
    // eSpeak NG saying the phrase from its phonemes, "anything" with a t for its th
    // (bench/habit-clips.mjs).
    const phrase = 'Read the error message before you change anything.';
    const clip = async (name: string) =>
      mp3Wav(new Uint8Array(readFileSync(new URL(`../../../test/fixtures/${name}.mp3`, import.meta.url))));
    const th = (heard: Awaited<ReturnType<typeof recognizer.recognize>>) =>
      heard.pronunciation?.words[7]?.phones.find((phone) => phone.phone === 'TH');
    const habit = await recognizer.recognize({
      audio: await clip('change-anything-th-t'),
      format: 'wav',
      expected: phrase,
    });
    expect(habit.pronunciation?.words[7]).toMatchObject({ word: 'anything', error: 'mispronounced' });
    expect(th(habit)).toMatchObject({ heard: 'T', habit: 'th' });
    const clean = await recognizer.recognize({
      audio: await clip('change-anything-clean'),
      format: 'wav',
      expected: phrase,
    });
    expect(th(clean)).not.toHaveProperty('heard');
    expect(clean.pronunciation?.scores.completeness).toBe(100);
    expect(clean.pronunciation?.words.map((word) => word.error)).toEqual(Array(8).fill('none'));
  }, 30_000);

  it('aligns and scores a word its dictionary lacks by the letter-to-sound rules, habits included', async () => {
    const dictionary = readFileSync('/usr/share/pocketsphinx/model/en-us/cmudict-en-us.dict', 'utf8');
    expect(dictionary).not.toMatch(/^refactor /m); // else this proves nothing
    const phrase = 'Refactor when the tests are green.';
    const clean = await recognizer.recognize({
      audio: await spokenWav(phrase),
      format: 'wav',
      expected: phrase,
    });
    expect(clean.transcript).toBe('refactor when the tests are green');
    expect(clean.words?.[0]).toMatchObject({ word: 'refactor' });
    const refactor = clean.pronunciation?.words[0];
    expect(refactor).toMatchObject({ word: 'refactor', error: 'none' });
    expect(refactor?.phones.map((phone) => phone.phone)).toEqual(['R', 'IY', 'F', 'AE', 'K', 'T', 'ER']);
    // Said with an h for its r, as Brazilians may: the habit is named on the word the rules spelled.
    const habit = await recognizer.recognize({
      audio: await spokenWav('Hefactor when the tests are green.'),
      format: 'wav',
      expected: phrase,
    });
    expect(habit.transcript).toBe('refactor when the tests are green');
    expect(habit.pronunciation?.words[0]).toMatchObject({ word: 'refactor', error: 'mispronounced' });
    expect(habit.pronunciation?.words[0]?.phones[0]).toMatchObject({
      phone: 'R',
      heard: 'HH',
      habit: 'initial-r',
    });
  }, 30_000);

  it('says missing only a word with neither a dictionary entry nor a sound by the rules', async () => {
    const decoder = new ResidentDecoder({ modelDir: '/usr/share/pocketsphinx/model/en-us' });
    try {
      const wav = await spokenWav('Refactor when the tests are green.');
      const { dataStart } = readWavRecording(wav);
      const pcm = wav.subarray(dataStart, dataStart + ((wav.length - dataStart) & ~1));
      const words = phraseWords('Refactor when the tests are green.');
      const said = await decoder.decode(pcm, words, 10_000);
      expect(said.missing).toBeUndefined();
      expect(said.alignment?.words.map((word) => word.word)).toEqual(words);
      // 'hh' spells no sound (a silent h): nothing to align it with.
      const silent = await decoder.decode(pcm, ['hh', ...words], 10_000);
      expect(silent).toMatchObject({ missing: ['hh'] });
      expect(silent).not.toHaveProperty('alignment');
    } finally {
      decoder.stop();
    }
  }, 30_000);

  it('is no rubber stamp: another sentence is not heard as the expected phrase', async () => {
    const heard = await hear(OTHER);
    expect(isSameSpokenAnswer(heard.transcript, PHRASE)).toBe(false);
    expect(isSameSpokenAnswer(heard.transcript, OTHER)).toBe(true);
  }, 20_000);

  it('refuses every other pool phrase tried on one recording', async () => {
    const wav = await spokenWav(OTHER);
    for (const expected of [
      PHRASE,
      'Practice makes progress, not perfection.',
      'Write the test before you fix the bug.',
      'Every expert started as a beginner.',
    ]) {
      const heard = await recognizer.recognize({ audio: wav, format: 'wav', expected });
      expect(isSameSpokenAnswer(heard.transcript, expected), expected).toBe(false);
    }
  }, 30_000);

  it('the open decode as before without an expected phrase (the conversation)', async () => {
    const heard = await recognizer.recognize({ audio: await spokenWav(OTHER), format: 'wav' });
    expect(isSameSpokenAnswer(heard.transcript, OTHER)).toBe(true);
  }, 20_000);

  it('hears a WebM/Opus recording made by Chromium', async () => {
    const heard = await recognizer.recognize({ audio: webmRecording(), format: 'webm' });
    expect(isSameSpokenAnswer(heard.transcript, PHRASE)).toBe(true);
  }, 20_000);

  it('hears nothing in silence', async () => {
    const { wavFile } = await import('../wav');
    const heard = await recognizer.recognize({ audio: wavFile(new Int16Array(16_000)), format: 'wav' });
    expect(heard.transcript).toBe('');
  }, 20_000);

  it('without python3-pocketsphinx, hears with the command', async () => {
    const heard = await command.recognize({ audio: webmRecording(), format: 'webm', expected: PHRASE });
    expect(isSameSpokenAnswer(heard.transcript, PHRASE)).toBe(true);
  }, 20_000);

  it('says so when PocketSphinx is not installed', async () => {
    const missing = new PocketsphinxRecognizer({
      command: 'pocketsphinx_not_installed_here',
      python: '/nonexistent/python3',
    });
    await expect(missing.ensureInstalled()).rejects.toThrow(RecognizerNotInstalledError);
    await expect(missing.recognize({ audio: webmRecording(), format: 'webm' })).rejects.toThrow(
      RecognizerNotInstalledError,
    );
  });

  it('stops at its deadline and when the caller aborts', async () => {
    const hurried = new PocketsphinxRecognizer({ decodeLimitMs: () => 1 });
    await expect(hurried.recognize({ audio: webmRecording(), format: 'webm' })).rejects.toThrow(
      /no result within/,
    );
    const controller = new AbortController();
    const pending = recognizer.recognize({
      audio: webmRecording(),
      format: 'webm',
      signal: controller.signal,
    });
    setTimeout(() => controller.abort(), 50); // a decode takes some 300 ms or more
    await expect(pending).rejects.toThrow(/abort/i);
    // The decoder is still there for the next one.
    const heard = await hear(PHRASE);
    expect(heard.transcript).toBe('confidence comes from practice');
  }, 30_000);

  it('starts the decoder again after it died', async () => {
    await hear(PHRASE);
    const pid = (recognizer as unknown as { lanes: { short: { pid?: number } } }).lanes.short.pid;
    expect(pid).toBeGreaterThan(0);
    process.kill(pid as number, 'SIGKILL');
    await new Promise((resolve) => setTimeout(resolve, 200));
    expect((await hear(PHRASE)).transcript).toBe('confidence comes from practice');
  }, 30_000);

  it('answers requests made at once, each its own', async () => {
    const [right, other] = await Promise.all([hear(PHRASE), hear(OTHER)]);
    expect(right.transcript).toBe('confidence comes from practice');
    expect(isSameSpokenAnswer(other.transcript, PHRASE)).toBe(false);
  }, 30_000);

  it('answers a 1-s recording in under 3 s while crafted 20.4-s ones hold the decoder, refusing the third at once', async () => {
    // One instance's recognizer, its short lane warm as on an instance that has served before.
    const instance = new PocketsphinxRecognizer();
    try {
      const short = await spokenWav('Good job.', 0.2);
      const shortMs = (short.length - readWavRecording(short).dataStart) / 32;
      expect(shortMs).toBeLessThan(1500);
      await instance.recognize({ audio: short, format: 'wav' });
      const crafted = babbleWav(20.4);
      const held = [instance.admit(20_400), instance.admit(20_400)];
      const crafts = held.map((ticket) =>
        instance.recognize({ audio: crafted, format: 'wav', ticket }).then(
          () => 'answered',
          (error: Error) => error.message,
        ),
      );
      // The third finds the queue full: refused at once, before anything would be counted.
      const refusing = performance.now();
      expect(() => instance.admit(20_400)).toThrow(RecognizerBusyError);
      expect(performance.now() - refusing).toBeLessThan(50);
      // Another learner's short recording meanwhile.
      const started = performance.now();
      const heard = await instance.recognize({
        audio: short,
        format: 'wav',
        ticket: instance.admit(shortMs),
      });
      const tookMs = performance.now() - started;
      expect(tookMs, `the 1-s recording took ${Math.round(tookMs)} ms`).toBeLessThan(3000);
      expect(heard.transcript).not.toBe('');
      // Stopping the instance ends the crafted ones (their limits are the next test's matter).
      instance.stop();
      expect(await Promise.all(crafts)).toEqual([
        'PocketSphinx: the decoder was stopped',
        'PocketSphinx: the decoder was stopped',
      ]);
      instance.admit(20_400).release(); // their room given back
    } finally {
      instance.stop();
    }
  }, 60_000);

  it('kills a hung decoder at its limit even after its caller gave up, and the next job gets a new one', async () => {
    // A stand-in for the interpreter: says it is ready, then never answers.
    const dir = await mkdtemp(join(tmpdir(), 'hung-'));
    const python = join(dir, 'python3');
    await writeFile(python, `#!/bin/sh\necho '{"ready": true}'\nexec sleep 600\n`, { mode: 0o755 });
    const decoder = new ResidentDecoder({ python, modelDir: dir, starvedFloorMs: 0 });
    const alive = (pid: number) => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    const sleep = (ms: number) => new Promise((resolve) => setTimeout(resolve, ms));
    try {
      const caller = new AbortController();
      const first = decoder.decode(new Uint8Array(32_000), undefined, 1000, caller.signal);
      const next = decoder.decode(new Uint8Array(32_000), undefined, 1000);
      for (let wait = 0; wait < 50 && decoder.pid === undefined; wait++) await sleep(20);
      const hung = decoder.pid as number;
      expect(hung).toBeGreaterThan(0);
      await sleep(200);
      caller.abort(); // the caller gives up while the decoder is on its job
      await expect(first).rejects.toThrow(/aborted/);
      expect(alive(hung)).toBe(true);
      // At the job's limit the hung child is killed and the job waiting behind it gets a new one.
      await expect(next).rejects.toThrow(/no result within 1000 ms \(the decoder was hung or starved\)/);
      expect(alive(hung)).toBe(false);
      expect(decoder.load).toBe(0);
      const again = decoder.decode(new Uint8Array(32_000), undefined, 300);
      for (let wait = 0; wait < 50 && decoder.pid === undefined; wait++) await sleep(20);
      expect(decoder.pid).toBeGreaterThan(0);
      expect(decoder.pid).not.toBe(hung);
      await expect(again).rejects.toThrow(/no result within 300 ms/);
    } finally {
      decoder.stop();
      await rm(dir, { recursive: true, force: true });
    }
  }, 20_000);

  it('takes jobs while their limits add up to its queue, and says busy past it', () => {
    const decoder = new ResidentDecoder({ modelDir: '/nonexistent', queueMs: 10_000 });
    const first = decoder.reserve(6000);
    expect(() => decoder.reserve(6000)).toThrow(RecognizerBusyError);
    const second = decoder.reserve(4000);
    first.release();
    first.release(); // once only
    expect(decoder.load).toBe(4000);
    second.release();
    // Alone, a job larger than the queue is still taken: it is bounded by its own limit.
    decoder.reserve(30_000).release();
  });

  it("ends with the process that started it (the function's), leaving no decoder behind", async () => {
    // A Node process that starts the decoder, prints its pid and exits without stopping it.
    const dir = await mkdtemp(join(tmpdir(), 'resident-'));
    const entry = join(dir, 'entry.mjs');
    await build({
      stdin: {
        contents: `import { ResidentDecoder } from ${JSON.stringify(fileURLToPath(new URL('./resident.ts', import.meta.url)))};
          const decoder = new ResidentDecoder({ modelDir: '/usr/share/pocketsphinx/model/en-us' });
          const decoding = decoder.decode(new Uint8Array(32000), undefined, 15000);
          console.log(String(decoder.pid)); // a number would be coloured under FORCE_COLOR
          await decoding;`,
        resolveDir: dir,
        loader: 'ts',
      },
      bundle: true,
      platform: 'node',
      format: 'esm',
      outfile: entry,
      logLevel: 'silent',
    });
    const child = spawn(process.execPath, [entry], { stdio: ['ignore', 'pipe', 'inherit'] });
    let output = '';
    child.stdout.on('data', (chunk: Buffer) => {
      output += chunk.toString();
    });
    const code = await new Promise((resolve) => child.on('exit', resolve));
    expect(code, `the entry printed: ${output}`).toBe(0);
    const pid = Number(output.trim());
    expect(pid, `the entry printed: ${output}`).toBeGreaterThan(0);
    const alive = () => {
      try {
        process.kill(pid, 0);
        return true;
      } catch {
        return false;
      }
    };
    for (let wait = 0; wait < 50 && alive(); wait++) await new Promise((resolve) => setTimeout(resolve, 100));
    expect(alive()).toBe(false);
    await rm(dir, { recursive: true, force: true });
  }, 30_000);
});

describe('judgeResidentReply', () => {
  const heard = [
    { word: 'confidence', start: 0.3, end: 1, confidence: 0.9 },
    { word: 'comes', start: 1, end: 1.3, confidence: 0.4 },
  ];
  const expected = ['confidence', 'comes', 'from', 'practice'];
  const alignment = (score: number, frames = 200) => ({
    score,
    frames,
    words: expected.map((word, i) => ({ word, start: i / 2, end: (i + 1) / 2, gop: i === 3 ? -20 : 0 })),
  });

  it('takes the phrase within the threshold, with word confidences from the alignment', () => {
    const at = judgeResidentReply(
      { words: heard, alignment: alignment(ALIGNMENT_THRESHOLD * 200) },
      expected,
    );
    expect(at.transcript).toBe('confidence comes from practice');
    expect(at.words?.map((word) => word.confidence)).toEqual([1, 1, 1, Math.exp(-1)]);
    expect(at.words?.[3]).toMatchObject({ word: 'practice', start: 1.5, end: 2 });
  });

  it('answers the open decode below the threshold, when the phrase did not fit, or with no phrase', () => {
    const open = { transcript: 'confidence comes', words: heard };
    expect(
      judgeResidentReply({ words: heard, alignment: alignment(ALIGNMENT_THRESHOLD * 200 - 1) }, expected),
    ).toEqual(open);
    expect(judgeResidentReply({ words: heard, alignment: null }, expected)).toEqual(open);
    expect(judgeResidentReply({ words: heard, missing: ['xyzzy'] }, expected)).toEqual(open);
    expect(judgeResidentReply({ words: heard })).toEqual(open);
  });
});

describe('phraseWords', () => {
  it('writes a pool phrase as the dictionary does', () => {
    expect(phraseWords("Don't repeat yourself, Café!")).toEqual(["don't", 'repeat', 'yourself', 'cafe']);
    expect(phraseWords('  ')).toEqual([]);
  });
});

describe('parsePocketsphinxOutput', () => {
  it('keeps the hypotheses and the real words, without fillers or pronunciation variants', () => {
    // pocketsphinx_continuous -time yes, as printed: the hypothesis, then one word per line
    // with its start, end and confidence.
    const output = `confidence comes from practice
<s> 0.000 0.260 1.000100
confidence 0.270 0.930 0.989455
[NOISE] 0.940 0.950 0.5
practice(2) 1.500 2.180 0.512898
</s> 2.190 2.210 1.000000
`;
    expect(parsePocketsphinxOutput(output)).toEqual({
      transcript: 'confidence comes from practice',
      words: [
        { word: 'confidence', confidence: 0.989455 },
        { word: 'practice', confidence: 0.512898 },
      ],
    });
    expect(parsePocketsphinxOutput('')).toEqual({ transcript: '', words: [] });
  });
});
