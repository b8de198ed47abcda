/**
 * The function's settings, read from the environment and checked once: a value not allowed stops
 * the function with the variable's name. Unset means the offline default. Plain variables, not
 * params (a param makes the emulator prompt for it): docs/deploying.md.
 */
import { defineSecret, defineString } from 'firebase-functions/params';
import { z } from 'zod';
import firebaseJson from '../../firebase.json';
import type { Budget, BudgetService } from './data/academy-budget';

/**
 * The engines each service may run on, the offline one first (the default): each service's
 * create.ts picks its adapter by these names, so the settings sit below the services.
 */
export const SYNTHESIZER_NAMES = ['offline', 'google'] as const;
export type SynthesizerName = (typeof SYNTHESIZER_NAMES)[number];
export const RECOGNIZER_NAMES = ['offline', 'google'] as const;
export type RecognizerName = (typeof RECOGNIZER_NAMES)[number];
export const TUTOR_NAMES = ['offline', 'gemini'] as const;
export type TutorName = (typeof TUTOR_NAMES)[number];
/** APP_CHECK: `off` (the emulators, and until the web app has a site key) or `enforce`. */
export const APP_CHECK_MODES = ['off', 'enforce'] as const;
export type AppCheckMode = (typeof APP_CHECK_MODES)[number];

export function isSynthesizerName(value: string): value is SynthesizerName {
  return (SYNTHESIZER_NAMES as readonly string[]).includes(value);
}

/** The engine service as the local stack starts it (scripts/stack-config.mjs, ports.recognizer). */
export const LOCAL_RECOGNIZER_URL = 'http://127.0.0.1:5005';

const blankAsUnset = (value: unknown) => (typeof value === 'string' ? value.trim() || undefined : value);

/** One of `names`, the first by default. Each schema's error says what a value must be. */
const oneOf = <const T extends readonly [string, ...string[]]>(names: T) =>
  z.preprocess(
    blankAsUnset,
    z.enum(names, { error: names.map((name) => `"${name}"`).join(' or ') }).default(names[0]),
  );

const wholeNumber = (fallback: number) =>
  z.preprocess(
    blankAsUnset,
    z.string().regex(/^\d+$/, { error: 'a whole number (0 or more)' }).transform(Number).default(fallback),
  );

const text = z.preprocess(blankAsUnset, z.string().optional());

const environment = z.object({
  /** The speech engine: `offline` (Flite) or `google` (Cloud Text-to-Speech, production). */
  TTS_ENGINE: oneOf(SYNTHESIZER_NAMES),
  /**
   * The speech recognition: `offline` (PocketSphinx in the engine service at RECOGNIZER_URL) or
   * `google` (Cloud Speech-to-Text v2).
   */
  SPEECH_RECOGNIZER: oneOf(RECOGNIZER_NAMES),
  /**
   * The engine service's URL (functions/recognizer/): its Cloud Run URL in production (https: the
   * function then sends its ID token), the local stack's by default (scripts/stack-config.mjs).
   */
  RECOGNIZER_URL: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^https?:\/\/[^\s/]+\/?$/, { error: 'an http(s) URL with no path' })
      .default(LOCAL_RECOGNIZER_URL),
  ),
  /** The Cloud location of the Google recognizer. */
  SPEECH_RECOGNIZER_LOCATION: text.transform((location) => location ?? 'global'),
  /** The project the function runs in (set by the platform), which names the recognizer. */
  GCLOUD_PROJECT: text,
  GOOGLE_CLOUD_PROJECT: text,
  /** The tutor: `offline` (rule-based) or `gemini` (production, with the params below). */
  TUTOR_ENGINE: oneOf(TUTOR_NAMES),
  /**
   * How stale the public rankings may be, in seconds, per instance in memory and at the Hosting
   * CDN. The test stack uses 1.
   */
  RANKING_CACHE_SECONDS: wholeNumber(30),
  /**
   * How many proxies append to X-Forwarded-For before the function: 2 behind Firebase Hosting
   * (why, and how to check it: http/client-address.ts). The emulators add none; the test stack
   * sets 1 and its tests send the header as a client's proxy would.
   */
  TRUSTED_PROXY_HOPS: wholeNumber(2),
  // The academy's daily budgets (data/academy-budget.ts).
  /**
   * What the whole academy may spend per São Paulo day on each costly service, counted before
   * the call. Defaults for 1,000 active learners, each on a heavy day (twice a typical one: a
   * 30-minute conversation of ~25 replies of ~150 characters, 20 recognitions of ~4 s):
   * docs/deploying.md. 0 turns the service off.
   */
  ACADEMY_DAILY_TUTOR_REPLIES: wholeNumber(50_000),
  /** Characters sent to speech synthesis (practice audios not yet cached, and spoken replies). */
  ACADEMY_DAILY_SPEECH_CHARACTERS: wholeNumber(7_500_000),
  /** Seconds of recordings sent to server speech recognition. */
  ACADEMY_DAILY_RECOGNITION_SECONDS: wholeNumber(160_000),
  /** Documents each day's budget is split over, so concurrent calls do not queue on one. */
  ACADEMY_BUDGET_SHARDS: z.preprocess(
    blankAsUnset,
    z
      .string()
      .regex(/^[1-9]\d{0,2}$/, { error: 'a whole number from 1 to 999' })
      .transform(Number)
      .default(20),
  ),
  // App Check (http/app-check.ts).
  /**
   * `enforce`: the costly calls (generate-audio, recognition, the tutor) and key validation
   * refuse a request without a valid `X-Firebase-AppCheck` token (http/app-check.ts). `off` (the
   * default, the emulators): the header is not read. Turn it on only once the deployed web app
   * has VITE_APP_CHECK_SITE_KEY (docs/deploying.md).
   */
  APP_CHECK: oneOf(APP_CHECK_MODES),
});

export type Config = Readonly<{
  ttsEngine: SynthesizerName;
  recognizer: RecognizerName;
  recognizerUrl: string;
  recognizerLocation: string;
  project: string | undefined;
  tutorEngine: TutorName;
  rankingCacheSeconds: number;
  trustedProxyHops: number;
  /** The academy's daily budgets (data/academy-budget.ts). */
  budgets: Readonly<Record<BudgetService, Budget>>;
  appCheck: AppCheckMode;
}>;

/** The settings `env` gives, or an Error naming every variable whose value is not allowed. */
export function parseConfig(env: Readonly<Record<string, string | undefined>>): Config {
  const parsed = environment.safeParse(env);
  if (!parsed.success) {
    const wrong = parsed.error.issues.map((issue) => {
      const name = String(issue.path[0]);
      return `${name} must be ${issue.message}, not "${env[name]}"`;
    });
    throw new Error(`Invalid function settings: ${wrong.join('; ')}`);
  }
  const settings = parsed.data;
  return Object.freeze({
    ttsEngine: settings.TTS_ENGINE,
    recognizer: settings.SPEECH_RECOGNIZER,
    recognizerUrl: settings.RECOGNIZER_URL,
    recognizerLocation: settings.SPEECH_RECOGNIZER_LOCATION,
    project: settings.GCLOUD_PROJECT ?? settings.GOOGLE_CLOUD_PROJECT,
    tutorEngine: settings.TUTOR_ENGINE,
    rankingCacheSeconds: settings.RANKING_CACHE_SECONDS,
    trustedProxyHops: settings.TRUSTED_PROXY_HOPS,
    budgets: Object.freeze({
      tutorReplies: { amount: settings.ACADEMY_DAILY_TUTOR_REPLIES, shards: settings.ACADEMY_BUDGET_SHARDS },
      speechCharacters: {
        amount: settings.ACADEMY_DAILY_SPEECH_CHARACTERS,
        shards: settings.ACADEMY_BUDGET_SHARDS,
      },
      recognitionSeconds: {
        amount: settings.ACADEMY_DAILY_RECOGNITION_SECONDS,
        shards: settings.ACADEMY_BUDGET_SHARDS,
      },
    }),
    appCheck: settings.APP_CHECK,
  });
}

let current: Config | undefined;

/** This process's settings, parsed from its environment on the first call and kept. */
export function config(): Config {
  current ??= parseConfig(process.env);
  return current;
}

/**
 * Gemini's key: a secret, attached to the function only when TUTOR_ENGINE=gemini (index.ts) and
 * read inside the handler.
 */
export const geminiApiKey = defineSecret('GEMINI_API_KEY');

/** Gemini's model. Its value is written once, in functions/.env (a project's .env file may override it). */
export const geminiModel = defineString('GEMINI_MODEL', {
  description: 'The Gemini model of the AI tutor (a current Flash-Lite model keeps replies fast and cheap).',
});

/**
 * The function's region, from the one place it is written: firebase.json's Hosting rewrite of
 * `/api/**` (esbuild inlines the JSON; scripts/stack-config.mjs reads the same line).
 */
export const REGION: string = (() => {
  const rewrite = firebaseJson.hosting.rewrites.find((each) => each.source === '/api/**');
  if (!rewrite?.function) throw new Error('firebase.json: no Hosting rewrite of /api/** to a function.');
  return rewrite.function.region;
})();
