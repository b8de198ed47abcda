/**
 * The browser's speech recognition (Web Speech API), the one place the app touches it: one
 * final en-US result per call, no interim results. Chrome, Edge and Safari have it
 * (Chrome's sends audio to Google); Firefox does not.
 */
interface RecognitionResultEvent extends Event {
  results: ArrayLike<ArrayLike<{ transcript: string }>>;
}

interface RecognitionErrorEvent extends Event {
  error: string;
}

interface Recognition extends EventTarget {
  lang: string;
  interimResults: boolean;
  maxAlternatives: number;
  continuous: boolean;
  start(): void;
  abort(): void;
}

type RecognitionConstructor = new () => Recognition;

export function speechRecognitionSupported(): boolean {
  return recognitionConstructor() !== null;
}

function recognitionConstructor(): RecognitionConstructor | null {
  if (typeof window === 'undefined') return null;
  const scope = window as unknown as {
    SpeechRecognition?: RecognitionConstructor;
    webkitSpeechRecognition?: RecognitionConstructor;
  };
  return scope.SpeechRecognition ?? scope.webkitSpeechRecognition ?? null;
}

/** Why listening gave no transcript: the microphone was refused, or anything else. */
export class RecognitionError extends Error {
  constructor(
    readonly reason: 'microphone-blocked' | 'aborted' | 'failed',
    /** The browser's error code ('network', 'service-not-allowed'...), when it gave one. */
    readonly code: string | null = null,
  ) {
    super(`speech recognition: ${reason}`);
    this.name = 'RecognitionError';
  }
}

function reasonOf(code: string): RecognitionError['reason'] {
  if (code === 'not-allowed' || code === 'service-not-allowed') return 'microphone-blocked';
  return code === 'aborted' ? 'aborted' : 'failed';
}

/** Listens for one English utterance. `abort` stops listening (e.g. when the page closes). */
export function listenOnce(lang = 'en-US'): { transcript: Promise<string>; abort: () => void } {
  const Recognition = recognitionConstructor();
  if (!Recognition) return { transcript: Promise.reject(new RecognitionError('failed')), abort: () => {} };
  const recognition = new Recognition();
  recognition.lang = lang;
  recognition.interimResults = false;
  recognition.maxAlternatives = 1;
  recognition.continuous = false;
  const transcript = new Promise<string>((resolve, reject) => {
    recognition.addEventListener('result', (event) => {
      resolve((event as RecognitionResultEvent).results[0]?.[0]?.transcript ?? '');
    });
    recognition.addEventListener('error', (event) => {
      const { error } = event as RecognitionErrorEvent;
      reject(new RecognitionError(reasonOf(error), error));
    });
    // Ending without a result (silence) is a failure too; after a result this changes nothing.
    recognition.addEventListener('end', () => reject(new RecognitionError('failed')));
  });
  try {
    recognition.start();
  } catch {
    return { transcript: Promise.reject(new RecognitionError('failed')), abort: () => {} };
  }
  return { transcript, abort: () => recognition.abort() };
}
