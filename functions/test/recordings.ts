/**
 * Real recordings for the recognition tests, made in the test itself: a sentence spoken by the
 * product's offline voice (Flite, MP3 as the practices serve it), decoded by mpg123 to 16 kHz
 * mono 16-bit WAV; and the Opus packets of a WebM recording rewrapped as Ogg/Opus, the
 * container Firefox's MediaRecorder makes (Chromium cannot record Ogg).
 */
import { readFileSync } from 'node:fs';
import { MPEGDecoder } from 'mpg123-decoder';
import { readWebm } from '../src/services/speech-recognition/recording/webm';
import { FliteRenderer } from '../src/services/text-to-speech/flite/flite';
import { wavFile } from '../src/services/wav';

/**
 * Recorded once through Chromium 156's fake microphone (`--use-fake-device-for-media-stream
 * --use-file-for-fake-audio-capture=clip.wav%noloop`) with MediaRecorder
 * `audio/webm;codecs=opus` at `audioBitsPerSecond: 24000`; clip.wav was Flite's 'Confidence
 * comes from practice.' (the offline TTS engine's MP3, `sox in.mp3 -r 16000 -c 1 -b 16`).
 */
export const WEBM_FIXTURE = new URL('./fixtures/confidence-comes-from-practice.webm', import.meta.url);
export const webmRecording = (): Uint8Array => new Uint8Array(readFileSync(WEBM_FIXTURE));

let flite: Promise<FliteRenderer> | undefined;

/** `text` spoken by Flite, as 16 kHz mono 16-bit WAV, with `padSeconds` of silence each side. */
export async function spokenWav(text: string, padSeconds = 0.3): Promise<Uint8Array> {
  flite ??= FliteRenderer.create();
  return mp3Wav((await flite).synthesize(text), padSeconds);
}

/** A 16 kHz mono MP3 as 16-bit WAV, with `padSeconds` of silence each side. */
export async function mp3Wav(mp3: Uint8Array, padSeconds = 0): Promise<Uint8Array> {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const { channelData, sampleRate } = decoder.decode(mp3);
    if (sampleRate !== 16_000) throw new Error(`The MP3 is ${sampleRate} Hz, expected 16 kHz`);
    const samples = channelData[0] ?? new Float32Array();
    const pad = Math.round(padSeconds * sampleRate);
    const pcm = new Int16Array(samples.length + 2 * pad);
    samples.forEach((sample, index) => {
      pcm[pad + index] = Math.max(-32768, Math.min(32767, Math.round(sample * 32767)));
    });
    return wavFile(pcm);
  } finally {
    decoder.free();
  }
}

const CRC_TABLE = Array.from({ length: 256 }, (_, index) => {
  let crc = index << 24;
  for (let bit = 0; bit < 8; bit++) crc = crc & 0x80000000 ? (crc << 1) ^ 0x04c11db7 : crc << 1;
  return crc >>> 0;
});

function oggPage(
  packet: Uint8Array,
  flags: number,
  granule: bigint,
  sequence: number,
  serial: number,
): Uint8Array {
  const lacing = [...Array(Math.floor(packet.length / 255)).fill(255), packet.length % 255];
  const page = new Uint8Array(27 + lacing.length + packet.length);
  const view = new DataView(page.buffer);
  page.set([0x4f, 0x67, 0x67, 0x53, 0, flags]);
  view.setBigInt64(6, granule, true);
  view.setUint32(14, serial, true);
  view.setUint32(18, sequence, true);
  page[26] = lacing.length;
  page.set(lacing, 27);
  page.set(packet, 27 + lacing.length);
  let crc = 0;
  for (const byte of page) crc = ((crc << 8) ^ (CRC_TABLE[((crc >>> 24) ^ byte) & 0xff] as number)) >>> 0;
  view.setUint32(22, crc, true);
  return page;
}

/** Ogg/Opus with one packet per page; `msPerPacket` advances the granule (48 kHz). */
export function oggOpus(
  packets: Uint8Array[],
  channels: number,
  msPerPacket: number,
  serial = 0x5eed,
): Uint8Array {
  const head = new Uint8Array(19);
  head.set(new TextEncoder().encode('OpusHead'));
  head[8] = 1;
  head[9] = channels;
  new DataView(head.buffer).setUint32(12, 48_000, true);
  const tags = new TextEncoder().encode('OpusTags\0\0\0\0\0\0\0\0');
  const pages = [oggPage(head, 2, 0n, 0, serial), oggPage(tags, 0, 0n, 1, serial)];
  packets.forEach((packet, index) => {
    const granule = BigInt(Math.round(((index + 1) * msPerPacket * 48_000) / 1000));
    pages.push(oggPage(packet, index === packets.length - 1 ? 4 : 0, granule, index + 2, serial));
  });
  return Buffer.concat(pages);
}

/**
 * The WebM recording with every Opus packet made invalid in place (RFC 6716 code 3 with zero
 * frames): the container still reads, the audio cannot be decoded. Random bytes would not do:
 * libopus decodes most of them as noise.
 */
export function withInvalidPackets(webm: Uint8Array): Uint8Array {
  const broken = webm.slice();
  for (const packet of readWebm(webm).packets) {
    const at = packet.byteOffset - webm.byteOffset;
    broken[at] = (packet[0] as number) | 0x03;
    broken[at + 1] = 0;
  }
  return broken;
}

/** EBML element IDs and sizes, read as the recording readers do (../src/.../recording/webm.ts). */
function ebmlVint(bytes: Uint8Array, at: number, keepMarker: boolean): { value: number; length: number } {
  const first = bytes[at] as number;
  const length = Math.clz32(first) - 23;
  let value = keepMarker ? first : first & (0xff >> length);
  for (let index = 1; index < length; index++) value = value * 256 + (bytes[at + index] as number);
  return { value, length };
}

const SEGMENT = 0x18538067;
const CLUSTER = 0x1f43b675;
const WEBM_MASTERS = new Set([SEGMENT, 0x1549a966, 0x1654ae6b, 0xae, 0xe1, CLUSTER, 0xa0]);

/**
 * A spoofed WebM: the recording's SimpleBlocks repeated `times` times inside its
 * Cluster, their timestamps unchanged (the Segment's and Cluster's sizes made unknown, as
 * MediaRecorder writes them). The timestamps still say ~2.5 s; the packets hold `times` x that.
 */
export function spoofedWebm(webm: Uint8Array, times: number): Uint8Array {
  const copy = webm.slice();
  let firstBlock = -1;
  let lastBlockEnd = -1;
  let at = 0;
  while (at < copy.length) {
    const id = ebmlVint(copy, at, true);
    const size = ebmlVint(copy, at + id.length, false);
    const body = at + id.length + size.length;
    if (id.value === SEGMENT || id.value === CLUSTER) {
      // Unknown size: the marker bit and all ones, in the same length.
      const sizeAt = at + id.length;
      copy[sizeAt] = 0xff >> (size.length - 1);
      copy.fill(0xff, sizeAt + 1, sizeAt + size.length);
    }
    if (WEBM_MASTERS.has(id.value)) {
      at = body;
      continue;
    }
    if (id.value === 0xa3) {
      if (firstBlock < 0) firstBlock = at;
      lastBlockEnd = body + size.value;
    }
    at = body + size.value;
  }
  if (firstBlock < 0) throw new Error('spoofedWebm: no SimpleBlock');
  const blocks = copy.subarray(firstBlock, lastBlockEnd);
  return Buffer.concat([
    copy.subarray(0, lastBlockEnd),
    ...Array.from({ length: times - 1 }, () => blocks),
    copy.subarray(lastBlockEnd),
  ]);
}

/**
 * Its Ogg twin: the recording's packets repeated `times` times, the granule positions advanced
 * so that the last one still says `claimedMs` (the length of one copy).
 */
export function spoofedOgg(webm: Uint8Array, times: number): Uint8Array {
  const { packets, channels, durationMs } = readWebm(webm);
  const repeated = Array.from({ length: times }, () => packets).flat();
  return oggOpus(repeated, channels, durationMs / repeated.length);
}

/**
 * A babble tone crafted against the offline decoder: a few gliding voiced tones whose loudness
 * rises and falls at a syllable's rate, with a little noise. Not speech, yet close enough to make
 * PocketSphinx's search swell: a 20.4-s one took it 1.5 to 5 times its length here.
 */
export function babbleWav(seconds: number, voices = 3, seed = 1): Uint8Array {
  let state = seed;
  const random = () => {
    state = (state * 1_103_515_245 + 12_345) % 2_147_483_648;
    return state / 2_147_483_648;
  };
  const tones = Array.from({ length: voices }, () => ({
    pitch: 90 + random() * 160,
    rate: 2 + random() * 4,
    phase: random() * 2 * Math.PI,
    gain: 0.3 + random() * 1.2,
  }));
  const pcm = new Int16Array(Math.round(seconds * 16_000));
  for (let index = 0; index < pcm.length; index++) {
    const t = index / 16_000;
    let sample = (random() - 0.5) * 0.6;
    for (const { pitch, rate, phase, gain } of tones) {
      const f = pitch * (1 + 0.2 * Math.sin(2 * Math.PI * 0.7 * t + phase));
      const loudness = 0.5 + 0.5 * Math.sin(2 * Math.PI * rate * t + phase);
      sample +=
        loudness *
        gain *
        (Math.sin(2 * Math.PI * f * t) +
          0.5 * Math.sin(2 * Math.PI * 2 * f * t + phase) +
          0.3 * Math.sin(2 * Math.PI * 3.1 * f * t));
    }
    pcm[index] = Math.max(-32767, Math.min(32767, Math.round(sample * 2500)));
  }
  return wavFile(pcm);
}
