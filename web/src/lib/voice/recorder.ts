/**
 * Records one utterance for the server's recognition: Opus at 24 kbit/s (left to itself Chromium
 * records 4-5x more), else (older iOS: mp4/aac, which the server does not decode) decoded here
 * and sent as 16 kHz mono WAV. Stops on `stop()`, after ~1.5 s of silence, or at the time limit.
 */
import { rmsLevel, silenceStop } from './silence-stop';
import { encodeWav, framesAt16k, WAV_RATE } from './wav';

const OPUS_TYPES = ['audio/webm;codecs=opus', 'audio/ogg;codecs=opus'];
const FRAME_MS = 50;

export interface RecordingOptions {
  limitMs: number;
  /** Each level frame (RMS 0-1) and the milliseconds recorded so far. */
  onFrame?: (level: number, elapsedMs: number) => void;
}

export interface Recording {
  /** Ends the recording now; `result` then settles with what was recorded. */
  stop(): void;
  /** Ends it and throws the recording away (the learner left). */
  cancel(): void;
  /** The recording, `audio/webm`, `audio/ogg` or `audio/wav`. */
  result: Promise<Blob>;
}

/** Opens the microphone (the browser may ask the learner: its refusal rejects) and records. */
export async function startRecording({ limitMs, onFrame }: RecordingOptions): Promise<Recording> {
  // The browser's call processing (noise suppression, automatic gain) is for a person on the
  // other end; a recognizer does better with the voice as the microphone heard it.
  const stream = await navigator.mediaDevices.getUserMedia({
    audio: { channelCount: 1, echoCancellation: true, noiseSuppression: false, autoGainControl: false },
  });
  const mimeType = OPUS_TYPES.find((type) => MediaRecorder.isTypeSupported(type));
  const recorder = new MediaRecorder(stream, {
    ...(mimeType ? { mimeType } : {}),
    audioBitsPerSecond: 24_000,
  });
  const chunks: Blob[] = [];
  recorder.addEventListener('dataavailable', (event) => {
    if (event.data.size > 0) chunks.push(event.data);
  });

  const context = new AudioContext();
  const analyser = context.createAnalyser();
  analyser.fftSize = 2048;
  context.createMediaStreamSource(stream).connect(analyser);
  const frame = new Float32Array(analyser.fftSize);
  const decide = silenceStop({ limitMs });
  const startedAt = performance.now();
  const timer = setInterval(() => {
    analyser.getFloatTimeDomainData(frame);
    const level = rmsLevel(frame);
    const elapsed = performance.now() - startedAt;
    onFrame?.(level, elapsed);
    if (decide(level, elapsed) !== 'continue') finish();
  }, FRAME_MS);

  let cancelled = false;
  const stopped = new Promise<void>((resolve) => recorder.addEventListener('stop', () => resolve()));
  function finish() {
    clearInterval(timer);
    if (recorder.state !== 'inactive') recorder.stop();
    for (const track of stream.getTracks()) track.stop();
    context.close().catch(() => undefined);
  }

  recorder.start();
  const result = stopped.then(async () => {
    if (cancelled) throw new DOMException('recording cancelled', 'AbortError');
    const recording = new Blob(chunks, { type: recorder.mimeType || mimeType || 'audio/mp4' });
    return /^audio\/(webm|ogg)/.test(recording.type) ? recording : toWav(recording);
  });
  return {
    stop: finish,
    cancel: () => {
      cancelled = true;
      finish();
    },
    result,
  };
}

/** Decodes any recording the browser can play and renders it at 16 kHz mono (the API's WAV). */
async function toWav(recording: Blob): Promise<Blob> {
  const decoder = new AudioContext();
  try {
    const decoded = await decoder.decodeAudioData(await recording.arrayBuffer());
    // One output channel: the offline context mixes the recording's channels down itself.
    const offline = new OfflineAudioContext(1, framesAt16k(decoded.duration), WAV_RATE);
    const source = offline.createBufferSource();
    source.buffer = decoded;
    source.connect(offline.destination);
    source.start();
    const rendered = await offline.startRendering();
    return new Blob([encodeWav(rendered.getChannelData(0))], { type: 'audio/wav' });
  } finally {
    decoder.close().catch(() => undefined);
  }
}
