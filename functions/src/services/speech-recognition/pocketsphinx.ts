/**
 * The offline recognizer: Debian's PocketSphinx with its US English model, open vocabulary. The
 * expected phrase is not used: a grammar made of it would hear it in anything. One
 * `pocketsphinx_continuous` per recognition (~1 s, mostly loading the model), reading the WAV
 * from a private temporary file (`-infile /dev/stdin` fails on the socket Node gives a child).
 */
import { spawn } from 'node:child_process';
import { constants } from 'node:fs';
import { access, mkdtemp, rm, writeFile } from 'node:fs/promises';
import { tmpdir } from 'node:os';
import { delimiter, join } from 'node:path';
import {
  type Recognition,
  type RecognizedWord,
  type RecognizeRequest,
  type Recognizer,
  RecognizerNotInstalledError,
} from './port';
import { toWav16k } from './recording/to-wav';

export const POCKETSPHINX_COMMAND = 'pocketsphinx_continuous';
/** Where Debian's pocketsphinx-en-us puts the model the command loads by default. */
export const POCKETSPHINX_MODEL_DIR = '/usr/share/pocketsphinx/model/en-us';
/** A 20 s recording takes ~3 s here; one still running after this is stuck. */
export const POCKETSPHINX_TIMEOUT_MS = 15_000;

/** Fillers PocketSphinx reports as words: sentence marks, silence, noises. */
const isFiller = (word: string) => /^(<.*>|\[.*\]|\+\+.*\+\+)$/.test(word);
/** `practice(2)` is the second pronunciation of `practice` in the dictionary. */
const plainWord = (word: string) => word.replace(/\(\d+\)$/, '');
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
  modelDir?: string;
  timeoutMs?: number;
}

export class PocketsphinxRecognizer implements Recognizer {
  readonly name = 'pocketsphinx-en-us';
  private readonly command: string;
  private readonly modelDir: string;
  private readonly timeoutMs: number;
  private installed: Promise<void> | undefined;

  constructor(options: PocketsphinxOptions = {}) {
    this.command = options.command ?? POCKETSPHINX_COMMAND;
    this.modelDir = options.modelDir ?? POCKETSPHINX_MODEL_DIR;
    this.timeoutMs = options.timeoutMs ?? POCKETSPHINX_TIMEOUT_MS;
  }

  /** Resolves when the command and its model are installed; checked once, then remembered. */
  ensureInstalled(): Promise<void> {
    this.installed ??= (async () => {
      const model = await access(this.modelDir).then(
        () => true,
        () => false,
      );
      if (!(model && (await isExecutableOnPath(this.command)))) {
        throw new RecognizerNotInstalledError(
          `${this.command} or its model ${this.modelDir} is not installed`,
        );
      }
    })();
    return this.installed;
  }

  async recognize({ audio, format, signal }: RecognizeRequest): Promise<Recognition> {
    await this.ensureInstalled();
    const wav = await toWav16k(format, audio);
    signal?.throwIfAborted();
    const dir = await mkdtemp(join(tmpdir(), 'recognition-'));
    try {
      const file = join(dir, 'clip.wav');
      await writeFile(file, wav, { mode: 0o600 });
      return parsePocketsphinxOutput(await this.run(file, signal));
    } finally {
      await rm(dir, { recursive: true, force: true });
    }
  }

  private run(file: string, signal?: AbortSignal): Promise<string> {
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
        () => finish(new Error(`PocketSphinx: no result within ${this.timeoutMs} ms`)),
        this.timeoutMs,
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
