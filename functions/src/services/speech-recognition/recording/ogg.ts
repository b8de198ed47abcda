/**
 * A small Ogg reader for Ogg/Opus recordings (what Firefox's MediaRecorder makes): the packets
 * of the first logical stream and its length from the granule positions (RFC 7845), without
 * decoding anything.
 */
import { UnreadableAudioError } from '../port';
import { opusPacketsMs } from './opus-packet';
import type { OpusStream } from './webm';

const textOf = (bytes: Uint8Array) => String.fromCharCode(...bytes);

export function readOgg(bytes: Uint8Array): OpusStream {
  const view = new DataView(bytes.buffer, bytes.byteOffset, bytes.byteLength);
  const packets: Uint8Array[] = [];
  let serial: number | undefined;
  let granule = -1;
  let pending: Uint8Array[] = [];
  let at = 0;
  while (at + 27 <= bytes.length && textOf(bytes.subarray(at, at + 4)) === 'OggS') {
    const segments = bytes[at + 26] as number;
    const table = bytes.subarray(at + 27, at + 27 + segments);
    let body = at + 27 + segments;
    const pageEnd = body + table.reduce((sum, lacing) => sum + lacing, 0);
    // A recorder stopped mid-write may leave the last page short: keep what is whole.
    if (table.length < segments || pageEnd > bytes.length) break;
    const pageSerial = view.getUint32(at + 14, true);
    serial ??= pageSerial;
    // MediaRecorder writes one logical stream. Another one (multiplexed or chained) would be
    // audio this reader does not count and another decoder might play: refused.
    if (pageSerial !== serial) throw new UnreadableAudioError('Ogg: more than one logical stream');
    // -1 (all ones) means no packet ends on this page.
    const position = Number(view.getBigInt64(at + 6, true));
    if (position >= 0) granule = position;
    for (const lacing of table) {
      pending.push(bytes.subarray(body, body + lacing));
      body += lacing;
      if (lacing < 255) {
        packets.push(concat(pending));
        pending = [];
      }
    }
    at = pageEnd;
  }
  // What follows the last whole page may only be a page cut short: a demuxer that resyncs on
  // the next capture pattern would find audio hidden after junk or inside a page that lies
  // about its size.
  if (at < bytes.length && indexOfText(bytes, 'OggS', at + 1) !== -1) {
    throw new UnreadableAudioError('Ogg: pages after bytes that are not a page');
  }
  const head = packets[0];
  if (!head || head.length < 19 || textOf(head.subarray(0, 8)) !== 'OpusHead') {
    throw new UnreadableAudioError('Not an Ogg/Opus file');
  }
  const audio = packets.slice(2); // after OpusHead and OpusTags
  if (audio.length === 0 || granule < 0) throw new UnreadableAudioError('Ogg: no audio in the recording');
  const preSkip = (head[10] as number) | ((head[11] as number) << 8);
  const claimedMs = (Math.max(0, granule - preSkip) / 48_000) * 1000;
  const packetsMs = opusPacketsMs(audio);
  return {
    packets: audio,
    channels: head[9] as number,
    preSkip,
    durationMs: Math.max(claimedMs, packetsMs),
    packetsMs,
    claimedMs,
  };
}

/** Where `text` (ASCII) first occurs in `bytes` from `from`, or -1. */
export function indexOfText(bytes: Uint8Array, text: string, from: number): number {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(text, from, 'latin1');
}

function concat(parts: Uint8Array[]): Uint8Array {
  if (parts.length === 1) return parts[0] as Uint8Array;
  const joined = new Uint8Array(parts.reduce((sum, part) => sum + part.length, 0));
  let offset = 0;
  for (const part of parts) {
    joined.set(part, offset);
    offset += part.length;
  }
  return joined;
}
