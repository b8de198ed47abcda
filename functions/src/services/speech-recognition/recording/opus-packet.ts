/**
 * The duration of one Opus packet, read from its table-of-contents byte (RFC 6716 section 3.1)
 * without decoding it: enough to know how long a recording is before any audio is decoded.
 */

/** Frame length in tenths of a millisecond for each of the 32 configurations. */
function frameTenthsOfMs(config: number): number {
  if (config < 12) return [100, 200, 400, 600][config % 4] as number; // SILK-only
  if (config < 16) return [100, 200][config % 2] as number; // hybrid
  return [25, 50, 100, 200][config % 4] as number; // CELT-only
}

/** Milliseconds of audio in `packet`, or 0 when it is too short to tell. */
export function opusPacketMs(packet: Uint8Array): number {
  const toc = packet[0];
  if (toc === undefined) return 0;
  const code = toc & 0x03;
  const frames = code === 0 ? 1 : code < 3 ? 2 : (packet[1] ?? 0) & 0x3f;
  return (frames * frameTenthsOfMs(toc >> 3)) / 10;
}
