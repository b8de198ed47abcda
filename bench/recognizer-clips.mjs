// The recordings of the recognizer's accuracy benchmark (./recognizer-accuracy.mjs): every pool
// phrase in two synthetic voices, as 16 kHz mono 16-bit WAV, cached in test-results/ (ignored):
//   - flite: the product's own offline voice (Flite's slt, as functions/src/services/
//     text-to-speech/flite renders it, before its MP3 encoding);
//   - klatt: eSpeak NG's en-us+klatt (`apt-get install espeak-ng`), resampled from 22.05 kHz.
import { spawnSync } from 'node:child_process';
import { existsSync } from 'node:fs';
import { mkdir, readFile, writeFile } from 'node:fs/promises';
import { importTs } from './load-ts.mjs';

export const VOICES = ['flite', 'klatt'];
const cacheDir = new URL('../test-results/recognizer-clips/', import.meta.url).pathname;

function readPcm(wav) {
  const view = new DataView(wav.buffer, wav.byteOffset, wav.byteLength);
  let offset = 12;
  let rate = 0;
  let channels = 1;
  while (offset + 8 <= wav.length) {
    const id = String.fromCharCode(...wav.subarray(offset, offset + 4));
    const size = view.getUint32(offset + 4, true);
    if (id === 'fmt ') {
      channels = view.getUint16(offset + 10, true);
      rate = view.getUint32(offset + 12, true);
    }
    if (id === 'data') {
      const end = Math.min(wav.length, offset + 8 + size);
      const samples = new Int16Array((end - offset - 8) / 2 / channels);
      for (let i = 0; i < samples.length; i++)
        samples[i] = view.getInt16(offset + 8 + i * 2 * channels, true);
      return { rate, samples };
    }
    offset += 8 + size + (size % 2);
  }
  throw new Error('no data chunk');
}

/** Windowed-sinc resampling to 16 kHz (low-passed below the new Nyquist). */
function to16k({ rate, samples }) {
  if (rate === 16000) return samples;
  const ratio = 16000 / rate;
  const cutoff = Math.min(1, ratio) * 0.95;
  const half = 16;
  const out = new Int16Array(Math.floor(samples.length * ratio));
  for (let n = 0; n < out.length; n++) {
    const t = n / ratio;
    const center = Math.floor(t);
    let sum = 0;
    let weights = 0;
    for (let k = center - half * 2; k <= center + half * 2; k++) {
      if (k < 0 || k >= samples.length) continue;
      const x = (t - k) * cutoff;
      const sinc = x === 0 ? 1 : Math.sin(Math.PI * x) / (Math.PI * x);
      const window = 0.5 + 0.5 * Math.cos((Math.PI * (t - k)) / (half * 2 + 1));
      const w = sinc * window;
      sum += samples[k] * w;
      weights += w;
    }
    out[n] = Math.max(-32768, Math.min(32767, Math.round(sum / weights)));
  }
  return out;
}

/**
 * As a recording is: 0.5 s before the speech and 1 s after (the learner presses 'Parar'), with
 * a faint noise (digital silence is no microphone's).
 */
function padded(speech) {
  let seed = 1;
  const noise = () => {
    seed = (seed * 1103515245 + 12345) % 2147483648;
    return Math.round(((seed / 2147483648) * 2 - 1) * 8);
  };
  const out = new Int16Array(8000 + speech.length + 16000);
  for (let i = 0; i < out.length; i++) out[i] = noise();
  for (let i = 0; i < speech.length; i++)
    out[8000 + i] = Math.max(-32768, Math.min(32767, speech[i] + out[8000 + i]));
  return out;
}

function wavFile(samples) {
  const out = new Uint8Array(44 + samples.length * 2);
  const view = new DataView(out.buffer);
  const text = (offset, value) => {
    for (const [i, c] of [...value].entries()) view.setUint8(offset + i, c.charCodeAt(0));
  };
  text(0, 'RIFF');
  view.setUint32(4, out.length - 8, true);
  text(8, 'WAVEfmt ');
  view.setUint32(16, 16, true);
  view.setUint16(20, 1, true);
  view.setUint16(22, 1, true);
  view.setUint32(24, 16000, true);
  view.setUint32(28, 32000, true);
  view.setUint16(32, 2, true);
  view.setUint16(34, 16, true);
  text(36, 'data');
  view.setUint32(40, samples.length * 2, true);
  for (let i = 0; i < samples.length; i++) view.setInt16(44 + i * 2, samples[i], true);
  return out;
}

export function espeakInstalled() {
  return spawnSync('espeak-ng', ['--version']).status === 0;
}

/** WAV clips of `phrases` in `voice`, rendered once and then read from the cache. */
export async function clips(voice, phrases) {
  await mkdir(`${cacheDir}${voice}`, { recursive: true });
  let flite;
  const result = [];
  for (const [index, phrase] of phrases.entries()) {
    const file = `${cacheDir}${voice}/${phrase.replace(/[^a-z0-9]+/gi, '-').toLowerCase()}.wav`;
    if (!existsSync(file)) {
      let wav;
      if (voice === 'flite') {
        if (!flite) {
          const { FliteRenderer, textForFlite } = await importTs(
            `export { FliteRenderer, textForFlite } from './functions/src/services/text-to-speech/flite/flite.ts';`,
          );
          flite = { renderer: await FliteRenderer.create(), textForFlite };
        }
        // The WAV Flite writes, before the product encodes it as MP3.
        wav = flite.renderer.renderWav(flite.textForFlite(phrase));
      } else {
        const spoken = spawnSync('espeak-ng', ['-v', 'en-us+klatt', '--stdout', phrase], {
          maxBuffer: 1 << 26,
        });
        if (spoken.status !== 0) throw new Error(`espeak-ng failed: ${spoken.stderr}`);
        wav = new Uint8Array(spoken.stdout);
      }
      await writeFile(file, wavFile(padded(to16k(readPcm(wav)))));
    }
    result.push({ index, phrase, voice, wav: new Uint8Array(await readFile(file)) });
  }
  return result;
}
