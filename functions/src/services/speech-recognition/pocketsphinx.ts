/**
 * The offline recognizer: Debian's PocketSphinx with its US English model, normally through the
 * resident decoder (./resident.ts, the model loaded once). Each recording gets an open-vocabulary
 * decode; when the learner repeats a pool phrase, the phrase forced onto the audio is also scored
 * against the open decode's own words forced the same way, since a grammar of the phrase alone
 * would fit anything. Above ALIGNMENT_THRESHOLD per speech frame the phrase is what was heard;
 * below it, the open decode is. Calibrated on bench/recognizer-accuracy.mjs.
 *
 * Without python3-pocketsphinx: one `pocketsphinx_continuous` per recognition (~1 s, open
 * vocabulary only), reading a private temporary WAV (`-infile /dev/stdin` fails on Node's child
 * socket). Without either, RecognizerNotInstalledError (the API answers 503).
 */
import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import { recognitionDecodeLimitMs } from '../../shared/rules';
import { matchWords } from '../../shared/word-states';
import {
  type Recognition,
  type RecognizedWord,
  type RecognizeRequest,
  type Recognizer,
  RecognizerNotInstalledError,
} from './port';
import { assessPronunciation } from './pronunciation';
import { readWavRecording } from './recording/container';
import { toWav16k } from './recording/to-wav';
import { RESIDENT_PYTHON, type ResidentReply } from './resident';
import {
  type LaneTicket,
  POCKETSPHINX_MODEL_DIR,
  RESIDENT_MODULE,
  ResidentLanes,
  residentInstalled,
} from './resident-lanes';

export const POCKETSPHINX_COMMAND = 'pocketsphinx_continuous';
export { POCKETSPHINX_MODEL_DIR };

/** The command loads the model for each recording (~1 s), on top of the decode's own limit. */
const COMMAND_LOAD_MS = 2000;
/** Fillers PocketSphinx reports as words: sentence marks, silence, noises. */
const isFiller = (word: string) => /^(<.*>|\[.*\]|\+\+.*\+\+)$/.test(word);
/** `practice(2)` is the second pronunciation of `practice` in the dictionary. */
const plainWord = (word: string) => word.replace(/\(\d+\)$/, '');
/**
 * The phrase is heard when its acoustic score is at most this far below the open decode's, per
 * speech frame (PocketSphinx's log units). On the benchmark, phrases said right score 0 to about
 * -7 and another pool phrase -30 or less, or does not fit at all (docs/performance.md).
 */
export const ALIGNMENT_THRESHOLD = -10;
/** A word of the phrase scoring this far below the open decode per frame has confidence 1/e. */
const WORD_SCORE_SCALE = 20;

/** The words of a pool phrase as the dictionary writes them: lower case, apostrophes kept. */
export function phraseWords(phrase: string): string[] {
  return phrase
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[\u2018\u2019]/g, "'")
    .split(/[^a-z']+/)
    .map((word) => word.replace(/^'+|'+$/g, ''))
    .filter((word) => word !== '');
}

/**
 * The recognition from the resident decoder's reply: the expected phrase when its alignment is
 * within ALIGNMENT_THRESHOLD of the open decode, else what the open decode heard.
 */
export function judgeResidentReply(reply: ResidentReply, expected?: string[]): Recognition {
  const { alignment } = reply;
  const heardAsPhrase =
    expected !== undefined &&
    alignment != null &&
    alignment.score / Math.max(1, alignment.frames) >= ALIGNMENT_THRESHOLD;
  // Scored whether or not the phrase was heard: a wrong attempt's words are coloured too.
  const heardWords = heardAsPhrase
    ? undefined
    : matchWords(
        expected ?? [],
        reply.words.map(({ word }) => word),
      ).expected.map((match) => match.heard.length > 0);
  const pronunciation =
    expected && reply.phones !== undefined
      ? { pronunciation: assessPronunciation(expected, reply.phones, heardWords) }
      : {};
  if (expected && alignment && heardAsPhrase) {
    return {
      ...pronunciation,
      transcript: expected.join(' '),
      words: alignment.words.map(({ word, start, end, gop }) => ({
        word: plainWord(word),
        confidence: Math.min(1, Math.exp(gop / WORD_SCORE_SCALE)),
        start,
        end,
      })),
    };
  }
  return {
    ...pronunciation,
    transcript: reply.words.map(({ word }) => word).join(' '),
    words: reply.words.map(({ word, confidence, start, end }) => ({
      word,
      confidence: Math.min(1, confidence),
      start,
      end,
    })),
  };
}

const timedWord = /^(\S+) (\d+\.\d+) (\d+\.\d+) (\d+(?:\.\d+)?)$/;

/**
 * Reads `-time yes` output: each utterance is a line with its hypothesis, then one line per
 * word (word, start, end, posterior probability).
 */
export function parsePocketsphinxOutput(output: string): Recognition {
  const sentences: string[] = [];
  const words: RecognizedWord[] = [];
  for (const line of output.split('\n').map((text) => text.trim())) {
    if (!line) continue;
    const timed = timedWord.exec(line);
    if (timed) {
      const word = plainWord(timed[1] as string);
      if (!isFiller(word)) words.push({ word, confidence: Math.min(1, Number(timed[4])) });
    } else {
      sentences.push(line);
    }
  }
  return { transcript: sentences.join(' ').replace(/\s+/g, ' ').trim(), words };
}

async function isExecutableOnPath(command: string): Promise<boolean> {
  for (const dir of (process.env.PATH ?? '').split(delimiter).filter(Boolean)) {
    try {
      await access(join(dir, command), constants.X_OK);
      return true;
    } catch {}
  }
  return false;
}

export interface PocketsphinxOptions {
  /** The executable's name on PATH (tests: a missing one). */
  command?: string;
  /** The interpreter with python3-pocketsphinx (tests: a missing one, to use the command). */
  python?: string;
  /** The module's file, checked before the resident decoder is used. */
  pythonModule?: string;
  modelDir?: string;
  /** How long a recording of `audioMs` may take (tests: a shorter one). */
  decodeLimitMs?: (audioMs: number) => number;
  /** The most a decoder's admitted limits may add up to (tests). */
  queueMs?: number;
}

export class PocketsphinxRecognizer implements Recognizer {
  readonly name = 'pocketsphinx-en-us';
  private readonly command: string;
  private readonly python: string;
  private readonly pythonModule: string;
  private readonly modelDir: string;
  private readonly decodeLimitMs: (audioMs: number) => number;
  private installed: Promise<'resident' | 'command'> | undefined;
  /** The two resident decoders (./resident-lanes.ts); each child starts on its first recording. */
  private readonly lanes: ResidentLanes;

  constructor(options: PocketsphinxOptions = {}) {
    this.command = options.command ?? POCKETSPHINX_COMMAND;
    this.python = options.python ?? RESIDENT_PYTHON;
    this.pythonModule = options.pythonModule ?? RESIDENT_MODULE;
    this.modelDir = options.modelDir ?? POCKETSPHINX_MODEL_DIR;
    this.decodeLimitMs = options.decodeLimitMs ?? recognitionDecodeLimitMs;
    this.lanes = new ResidentLanes({ ...options, python: this.python, modelDir: this.modelDir });
  }

  /** Room for a recording of `audioMs` in a resident lane, or RecognizerBusyError at once. */
  admit(audioMs: number): LaneTicket {
    return this.lanes.admit(audioMs);
  }

  /**
   * Resolves when the model and a way to run it are installed (the resident decoder, or else
   * the command); checked once, then remembered.
   */
  ensureInstalled(): Promise<'resident' | 'command'> {
    this.installed ??= (async () => {
      if (await residentInstalled(this.python, this.pythonModule, this.modelDir)) return 'resident';
      const model = await access(this.modelDir).then(
        () => true,
        () => false,
      );
      if (model && (await isExecutableOnPath(this.command))) return 'command';
      throw new RecognizerNotInstalledError(
        `python3-pocketsphinx (${this.python}), ${this.command} or its model ${this.modelDir} is not installed`,
      );
    })();
    return this.installed;
  }

  async recognize({ audio, format, expected, signal, ticket }: RecognizeRequest): Promise<Recognition> {
    // The ticket's room is the decoder's to give back once it has the job; until then, ours.
    let handedOver = false;
    try {
      return await this.recognizeWith(
        audio,
        format,
        expected,
        signal,
        ticket as LaneTicket | undefined,
        () => {
          handedOver = true;
        },
      );
    } finally {
      if (!handedOver) ticket?.release();
    }
  }

  private async recognizeWith(
    audio: Uint8Array,
    format: RecognizeRequest['format'],
    expected: string | undefined,
    signal: AbortSignal | undefined,
    ticket: LaneTicket | undefined,
    handOver: () => void,
  ): Promise<Recognition> {
    const way = await this.ensureInstalled();
    const wav = await toWav16k(format, audio);
    signal?.throwIfAborted();
    if (way === 'resident') {
      const { dataStart } = readWavRecording(wav);
      const pcm = wav.subarray(dataStart, dataStart + ((wav.length - dataStart) & ~1));
      const words = expected ? phraseWords(expected) : undefined;
      const held = ticket ?? this.admit(pcm.length / 32);
      handOver();
      return judgeResidentReply(await this.lanes.decode(pcm, words, signal, held), words);
    }
    const dir = await mkdtemp(join(tmpdir(), 'recognition-'));
    try {
      const file = join(dir, 'clip.wav');
      await writeFile(file, wav, { mode: 0o600 });
      const audioMs = (wav.length - readWavRecording(wav).dataStart) / 32;
      return parsePocketsphinxOutput(
        await this.run(file, this.decodeLimitMs(audioMs) + COMMAND_LOAD_MS, signal),
      );
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  /** Stops the resident decoders, if they run (tests; the next recognition starts another). */
  stop(): void {
    this.lanes.stop();
  }

  private run(file: string, limitMs: number, signal?: AbortSignal): Promise<string> {
    return new Promise((resolve, reject) => {
      const child = spawn(this.command, ['-infile', file, '-time', 'yes', '-logfn', '/dev/null'], {
        stdio: ['ignore', 'pipe', 'pipe'],
      });
      const output: Buffer[] = [];
      const errors: Buffer[] = [];
      let settled = false;
      const finish = (error: Error | null) => {
        if (settled) return;
        settled = true;
        clearTimeout(timer);
        signal?.removeEventListener('abort', onAbort);
        if (error) {
          child.kill('SIGKILL');
          reject(error);
        } else resolve(Buffer.concat(output).toString('utf8'));
      };
      const timer = setTimeout(
        () => finish(new Error(`PocketSphinx: no result within ${limitMs} ms`)),
        limitMs,
      );
      const onAbort = () => finish(new Error('PocketSphinx: aborted'));
      if (signal?.aborted) onAbort();
      signal?.addEventListener('abort', onAbort, { once: true });
      child.stdout.on('data', (chunk: Buffer) => output.push(chunk));
      child.stderr.on('data', (chunk: Buffer) => errors.push(chunk));
      child.on('error', (error) => finish(error));
      child.on('close', (code) => {
        if (code === 0) finish(null);
        else
          finish(
            new Error(`PocketSphinx exited with ${code}: ${Buffer.concat(errors).toString().slice(0, 300)}`),
          );
      });
    });
  }
}
