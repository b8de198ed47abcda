/**
 * A small WebM (Matroska/EBML) reader for what MediaRecorder writes: one Opus audio track,
 * SimpleBlocks (or Blocks) in Clusters, Segment and Clusters often of unknown size because the
 * recorder streams them. It reads the Opus packets and their timestamps without decoding
 * anything, so a recording's length is known before any work is spent on it.
 * Only what is needed is read; lacing (which MediaRecorder does not use) is refused.
 */

import { UnreadableAudioError } from '../port';
import { opusPacketMs, opusPacketsMs } from './opus-packet';

/** The Matroska element IDs this reader knows, by their names in the Matroska specification. */
const ID = {
  EBML: 0x1a45dfa3,
  Segment: 0x18538067,
  Info: 0x1549a966,
  TimecodeScale: 0x2ad7b1,
  Tracks: 0x1654ae6b,
  TrackEntry: 0xae,
  TrackNumber: 0xd7,
  CodecID: 0x86,
  CodecPrivate: 0x63a2,
  Audio: 0xe1,
  Channels: 0x9f,
  Cluster: 0x1f43b675,
  Timecode: 0xe7,
  SimpleBlock: 0xa3,
  BlockGroup: 0xa0,
  Block: 0xa1,
} as const;
/** Elements whose children are read in place (their size, often unknown, is not needed). */
const MASTERS = new Set<number>([
  ID.Segment,
  ID.Info,
  ID.Tracks,
  ID.TrackEntry,
  ID.Audio,
  ID.Cluster,
  ID.BlockGroup,
]);

export interface OpusStream {
  /** The Opus packets, in order. */
  packets: Uint8Array[];
  channels: number;
  /** Samples (at 48 kHz) the decoder must drop at the start (OpusHead pre-skip). */
  preSkip: number;
  /**
   * How long the recording is: the larger of what its packets hold (`packetsMs`) and what its
   * container claims (`claimedMs`), so timestamps written by the client can only make it longer.
   */
  durationMs: number;
  /** The sum of the packets' durations, from their TOC bytes (./opus-packet.ts). */
  packetsMs: number;
  /** What the container says: WebM, from the first block's start to the last one's end; Ogg, the last granule position. */
  claimedMs: number;
}

interface Vint {
  value: number;
  length: number;
  unknown: boolean;
}

/** An EBML variable-length integer at `at`; `keepMarker` for element IDs. */
function vint(bytes: Uint8Array, at: number, keepMarker: boolean): Vint {
  const first = bytes[at];
  if (first === undefined || first === 0) throw new UnreadableAudioError('WebM: bad variable-length integer');
  const length = Math.clz32(first) - 23;
  if (at + length > bytes.length) throw new UnreadableAudioError('WebM: truncated integer');
  let value = keepMarker ? first : first & (0xff >> length);
  let allOnes = value === 0xff >> length;
  for (let index = 1; index < length; index++) {
    const byte = bytes[at + index] as number;
    value = value * 256 + byte;
    allOnes &&= byte === 0xff;
  }
  return { value, length, unknown: !keepMarker && allOnes };
}

function uint(bytes: Uint8Array): number {
  let value = 0;
  for (const byte of bytes) value = value * 256 + byte;
  return value;
}

const CLUSTER_ID = Buffer.from([0x1f, 0x43, 0xb6, 0x75]);

function hasClusterFrom(bytes: Uint8Array, from: number): boolean {
  return Buffer.from(bytes.buffer, bytes.byteOffset, bytes.byteLength).indexOf(CLUSTER_ID, from) !== -1;
}

/** Reads the Opus track of a WebM recording. Throws UnreadableAudioError for anything else. */
export function readWebm(bytes: Uint8Array): OpusStream {
  if (bytes.length < 4 || vint(bytes, 0, true).value !== ID.EBML) {
    throw new UnreadableAudioError('Not a WebM file');
  }
  let scaleNs = 1_000_000;
  let clusterTime = 0;
  let opusTrack: number | undefined;
  let trackNumber: number | undefined;
  let codec: string | undefined;
  let channels = 1;
  let preSkip = 0;
  const blocks: { track: number; time: number; packet: Uint8Array }[] = [];

  let at = 0;
  while (at < bytes.length) {
    const id = vint(bytes, at, true);
    const size = vint(bytes, at + id.length, false);
    const body = at + id.length + size.length;
    if (MASTERS.has(id.value)) {
      if (id.value === ID.TrackEntry) [trackNumber, codec] = [undefined, undefined];
      at = body;
      continue;
    }
    if (size.unknown) throw new UnreadableAudioError('WebM: unknown size on a leaf element');
    const end = body + size.value;
    // A recorder stopped mid-write may leave the last element short: keep what is whole. A
    // demuxer that resyncs on the next Cluster would find audio hidden inside an element that
    // lies about its size: no Cluster may follow.
    if (end > bytes.length) {
      if (hasClusterFrom(bytes, body)) throw new UnreadableAudioError('WebM: a Cluster inside a cut element');
      break;
    }
    const data = bytes.subarray(body, end);
    switch (id.value) {
      case ID.TimecodeScale:
        scaleNs = uint(data) || scaleNs;
        break;
      case ID.TrackNumber:
        trackNumber = uint(data);
        if (codec === 'A_OPUS') opusTrack ??= trackNumber;
        break;
      case ID.CodecID:
        codec = new TextDecoder().decode(data);
        if (codec === 'A_OPUS' && trackNumber !== undefined) opusTrack ??= trackNumber;
        break;
      case ID.CodecPrivate:
        if (data.length >= 12 && new TextDecoder().decode(data.subarray(0, 8)) === 'OpusHead') {
          channels = data[9] as number;
          preSkip = (data[10] as number) | ((data[11] as number) << 8);
        }
        break;
      case ID.Channels:
        channels = uint(data);
        break;
      case ID.Timecode:
        clusterTime = uint(data);
        break;
      case ID.SimpleBlock:
      case ID.Block: {
        const track = vint(data, 0, false);
        if (data.length < track.length + 4) throw new UnreadableAudioError('WebM: block too short');
        const relative = new DataView(data.buffer, data.byteOffset + track.length, 2).getInt16(0);
        const flags = data[track.length + 2] as number;
        if ((flags & 0x06) !== 0) throw new UnreadableAudioError('WebM: laced blocks are not supported');
        blocks.push({
          track: track.value,
          time: clusterTime + relative,
          packet: data.subarray(track.length + 3),
        });
        break;
      }
    }
    at = end;
  }
  if (opusTrack === undefined) throw new UnreadableAudioError('WebM: no Opus audio track');
  // MediaRecorder's audio-only WebM has one track: blocks of another would be audio not counted.
  if (blocks.some((block) => block.track !== opusTrack)) {
    throw new UnreadableAudioError('WebM: blocks of more than one track');
  }
  const own = blocks;
  const first = own[0];
  const last = own.at(-1);
  if (!first || !last) throw new UnreadableAudioError('WebM: no audio in the recording');
  const msPerTick = scaleNs / 1_000_000;
  const claimedMs = (last.time - first.time) * msPerTick + opusPacketMs(last.packet);
  const packets = own.map((block) => block.packet);
  const packetsMs = opusPacketsMs(packets);
  return { packets, channels, preSkip, durationMs: Math.max(claimedMs, packetsMs), packetsMs, claimedMs };
}
