/**
 * The duration of one Opus packet, read from its table-of-contents byte (RFC 6716 section 3.1)
 * without decoding it: enough to know how long a recording is before any audio is decoded, and
 * from the audio itself rather than from the timestamps a client wrote around it.
 */

/** RFC 6716 section 3.2.5: a packet never holds more than 120 ms of audio. */
export const OPUS_MAX_PACKET_MS = 120;

/**
 * Frame length in tenths of a millisecond of configuration `config` (0-31, the TOC byte's top 5
 * bits; RFC 6716 Table 2): SILK-only 0-11 (10, 20, 40, 60 ms), hybrid 12-15 (10, 20 ms),
 * CELT-only 16-31 (2.5, 5, 10, 20 ms).
 */
export function opusFrameTenthsOfMs(config: number): number {
  if (config < 12) return [100, 200, 400, 600][config % 4] as number; // SILK-only
  if (config < 16) return [100, 200][config % 2] as number; // hybrid
  return [25, 50, 100, 200][config % 4] as number; // CELT-only
}

/**
 * Frames in the packet by its code (the TOC byte's low 2 bits): 0 one frame, 1 and 2 two frames,
 * 3 the count in the next byte's low 6 bits (RFC 6716 section 3.2.5). 0 for what cannot be a
 * packet: empty, or code 3 without its count byte.
 */
export function opusFrameCount(packet: Uint8Array): number {
  const toc = packet[0];
  if (toc === undefined) return 0;
  const code = toc & 0x03;
  if (code === 0) return 1;
  if (code < 3) return 2;
  return (packet[1] ?? 0) & 0x3f;
}

/**
 * Milliseconds of audio in `packet`: frames x frame length, at most 120 ms (a packet claiming
 * more is invalid: no decoder makes audio of it). 0 when it is too short to tell.
 */
export function opusPacketMs(packet: Uint8Array): number {
  const toc = packet[0];
  if (toc === undefined) return 0;
  const ms = (opusFrameCount(packet) * opusFrameTenthsOfMs(toc >> 3)) / 10;
  return Math.min(ms, OPUS_MAX_PACKET_MS);
}

/** The audio the packets hold, summed from their TOC bytes. */
export function opusPacketsMs(packets: readonly Uint8Array[]): number {
  let sum = 0;
  for (const packet of packets) sum += opusPacketMs(packet);
  return sum;
}
