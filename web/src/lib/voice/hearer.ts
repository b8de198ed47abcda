/**
 * Who hears the learner: the browser's own recognition where it is present and works (free,
 * fast), else the server, sent a recording, else no one. A browser whose Web Speech API does
 * nothing is told apart here, and so is a failure seen this visit: the rest of the visit records.
 */
export type Hearer = 'browser' | 'server' | 'none';

export interface HearerEnvironment {
  /** `SpeechRecognition` or `webkitSpeechRecognition` exists. */
  recognitionPresent: boolean;
  /** `navigator.mediaDevices.getUserMedia` and `MediaRecorder` exist (secure context). */
  recorderPresent: boolean;
  /** Launched from the iOS home screen (`navigator.standalone`, display-mode standalone on iOS). */
  iosStandalone: boolean;
  userAgent: string;
  /** A recognition error code seen earlier in this visit, if any. */
  failureThisVisit: string | null;
}

/** In-app browsers (Instagram, Facebook, TikTok, Line, WhatsApp, Android WebView): no recognition. */
const IN_APP = /Instagram|FBAN|FBAV|FB_IAB|TikTok|musical_ly|Bytedance|\bLine\/|WhatsApp|; wv\)/i;

export function isInAppBrowser(userAgent: string): boolean {
  return IN_APP.test(userAgent);
}

export function isIos(userAgent: string): boolean {
  return /iPhone|iPad|iPod/.test(userAgent);
}

/** Errors after which the browser's recognition will not work this visit (not silence, not a mistake). */
const FALLBACK_CODES = new Set([
  'not-allowed',
  'service-not-allowed',
  'network',
  'aborted',
  'language-not-supported',
]);

export function isFallbackCode(code: string): boolean {
  return FALLBACK_CODES.has(code);
}

export function chooseHearer(env: HearerEnvironment): Hearer {
  const browserWorks =
    env.recognitionPresent &&
    !env.iosStandalone &&
    !isInAppBrowser(env.userAgent) &&
    !(env.failureThisVisit !== null && isFallbackCode(env.failureThisVisit));
  if (browserWorks) return 'browser';
  return env.recorderPresent ? 'server' : 'none';
}

let failure: string | null = null;

/** Remembers a recognition error for the rest of the visit (the page's lifetime). */
export function rememberRecognitionFailure(code: string): void {
  if (isFallbackCode(code)) failure ??= code;
}

/** Who hears the learner in this browser, now. */
export function currentHearer(): Hearer {
  const scope = globalThis as unknown as {
    SpeechRecognition?: unknown;
    webkitSpeechRecognition?: unknown;
    MediaRecorder?: unknown;
    navigator?: Navigator & { standalone?: boolean };
    matchMedia?: (query: string) => { matches: boolean };
  };
  const nav = scope.navigator;
  const userAgent = nav?.userAgent ?? '';
  const standalone =
    nav?.standalone === true ||
    (isIos(userAgent) && scope.matchMedia?.('(display-mode: standalone)').matches === true);
  return chooseHearer({
    recognitionPresent: Boolean(scope.SpeechRecognition ?? scope.webkitSpeechRecognition),
    recorderPresent:
      typeof nav?.mediaDevices?.getUserMedia === 'function' && typeof scope.MediaRecorder === 'function',
    iosStandalone: standalone,
    userAgent,
    failureThisVisit: failure,
  });
}
