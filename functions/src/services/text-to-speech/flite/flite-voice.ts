/**
 * The offline engine's voice and MP3 rate, apart from ./flite.ts so that the main thread
 * (./flite-synthesizer.ts names its voice with them) never loads Flite's WASI shim or LAME: only
 * the worker thread does.
 */
export const FLITE_VOICE = 'slt';
/** 16 kHz mono speech at 32 kbit/s: about 4 KB a second, clear enough for phrases. */
export const MP3_BITRATE = 32;
