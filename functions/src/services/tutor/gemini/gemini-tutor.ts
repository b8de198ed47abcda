/**
 * The production tutor: Gemini through `@google/genai` 1.x (3.x needs Node 22), one
 * `generateContent` per learner sentence, JSON out (./gemini-prompt.ts, ./gemini-schema.ts, read by
 * ./gemini-answer.ts), at most one retry and MAX_OUTPUT_TOKENS. Why these bounds and versions:
 * docs/product.md. A failure is a `TutorError` whose details are for the logs only.
 */
import type { GenerateContentResponse, SafetySetting, ThinkingConfig } from '@google/genai';
import { lazyRetrying } from '../../../shared/lazy';
import {
  type ConversationTurn,
  DECLINED_REPLY,
  DECLINED_REPLY_TRANSLATION,
  type Tutor,
  type TutorReply,
  type TutorRequest,
} from '../port';
import { readReply, TutorError } from './gemini-answer';
import { tutorInstruction } from './gemini-prompt';
import { RESPONSE_SCHEMA } from './gemini-schema';

type GenAiModule = typeof import('@google/genai');

/** Enough for a 400-character reply, its Portuguese translation and its correction, as JSON. */
export const MAX_OUTPUT_TOKENS = 512;
export const TEMPERATURE = 0.8;
/** The whole reply, retry included; below the caller's deadline (TUTOR_TIMEOUT_MS, 20 s). */
export const DEFAULT_TIMEOUT_MS = 15_000;
/** Pause before the one retry: a 429 or 503 rarely clears at once. */
const RETRY_PAUSE_MS = 200;

export interface GeminiTutorOptions {
  apiKey: string;
  /** A Gemini model name, e.g. 'gemini-3.5-flash-lite'. */
  model: string;
  /** Another API endpoint (the tests' local stand-in); default: the SDK's. */
  baseUrl?: string;
  /** The longest a reply may take, retry included. */
  timeoutMs?: number;
}

export class GeminiTutor implements Tutor {
  readonly name: string;
  private readonly timeoutMs: number;
  /** The SDK, imported on the first reply, and its client. */
  private readonly connect = lazyRetrying(async () => {
    const sdk = await import('@google/genai');
    const ai = new sdk.GoogleGenAI({
      apiKey: this.options.apiKey,
      // Explicit, so a GOOGLE_GENAI_USE_VERTEXAI variable cannot switch the backend.
      vertexai: false,
      httpOptions: { baseUrl: this.options.baseUrl, timeout: this.timeoutMs },
    });
    return { sdk, ai };
  });

  constructor(private readonly options: GeminiTutorOptions) {
    this.name = `gemini-${options.model}`;
    this.timeoutMs = options.timeoutMs ?? DEFAULT_TIMEOUT_MS;
  }

  async reply({ prompt, history, scenario, level, signal }: TutorRequest): Promise<TutorReply> {
    signal?.throwIfAborted();
    const { sdk, ai } = await this.connect();
    const deadline = AbortSignal.timeout(this.timeoutMs);
    const abortSignal = signal ? AbortSignal.any([signal, deadline]) : deadline;
    const call = () =>
      ai.models.generateContent({
        model: this.options.model,
        contents: contentsOf(history, prompt),
        config: {
          systemInstruction: tutorInstruction(scenario, level),
          responseMimeType: 'application/json',
          responseSchema: RESPONSE_SCHEMA,
          maxOutputTokens: MAX_OUTPUT_TOKENS,
          temperature: TEMPERATURE,
          thinkingConfig: thinkingFor(this.options.model, sdk),
          safetySettings: safetySettingsOf(sdk),
          abortSignal,
        },
      });

    let response: GenerateContentResponse;
    try {
      response = await call();
    } catch (error) {
      if (!isTransient(error, sdk)) throw this.classify(error, signal, deadline, sdk);
      await pause(RETRY_PAUSE_MS, abortSignal).catch(() => {
        throw this.classify(abortSignal.reason, signal, deadline, sdk);
      });
      try {
        response = await call();
      } catch (retryError) {
        throw this.classify(retryError, signal, deadline, sdk);
      }
    }
    return declinedOr(response);
  }

  /** The error to throw: the caller's own abort reason as is, anything else a TutorError. */
  private classify(error: unknown, signal: AbortSignal | undefined, deadline: AbortSignal, sdk: GenAiModule) {
    if (signal?.aborted) return signal.reason;
    if (deadline.aborted || isAbort(error)) {
      return new TutorError('timeout', `no answer from ${this.options.model} within ${this.timeoutMs} ms`, {
        cause: error,
      });
    }
    if (error instanceof sdk.ApiError) {
      return new TutorError('unavailable', `HTTP ${error.status}: ${error.message}`, { cause: error });
    }
    return new TutorError('unavailable', describe(error), { cause: error });
  }
}

/**
 * The tutor's reply, or the scripted DECLINED_REPLY when Gemini blocked the prompt or the answer,
 * or answered nothing: a learner who typed something it will not discuss gets a kind answer, not
 * an error (and take-turn.ts gives their reply back). Other unreadable answers stay errors.
 */
export function declinedOr(response: GenerateContentResponse): TutorReply {
  try {
    return readReply(response);
  } catch (error) {
    if (error instanceof TutorError && (error.reason === 'blocked' || error.reason === 'empty')) {
      return {
        reply: DECLINED_REPLY,
        correction: null,
        translation: DECLINED_REPLY_TRANSLATION,
        declined: true,
      };
    }
    throw error;
  }
}

/**
 * Explicit safety settings, so a change of Gemini's defaults does not change the tutor: learners
 * include teenagers, so sexual content is blocked from a low probability, the other categories
 * from a medium one (a language class may name a fight or a disease).
 */
export function safetySettingsOf({ HarmCategory, HarmBlockThreshold }: GenAiModule): SafetySetting[] {
  return [
    {
      category: HarmCategory.HARM_CATEGORY_SEXUALLY_EXPLICIT,
      threshold: HarmBlockThreshold.BLOCK_LOW_AND_ABOVE,
    },
    { category: HarmCategory.HARM_CATEGORY_HARASSMENT, threshold: HarmBlockThreshold.BLOCK_MEDIUM_AND_ABOVE },
    {
      category: HarmCategory.HARM_CATEGORY_HATE_SPEECH,
      threshold: HarmBlockThreshold.BLOCK_MEDIUM_AND_ABOVE,
    },
    {
      category: HarmCategory.HARM_CATEGORY_DANGEROUS_CONTENT,
      threshold: HarmBlockThreshold.BLOCK_MEDIUM_AND_ABOVE,
    },
  ];
}

/** The history as Gemini contents, the learner as 'user' and the tutor as 'model', prompt last. */
export function contentsOf(history: readonly ConversationTurn[], prompt: string) {
  return [
    ...history.map((turn) => ({
      role: turn.role === 'learner' ? 'user' : 'model',
      parts: [{ text: turn.text }],
    })),
    { role: 'user', parts: [{ text: prompt }] },
  ];
}

/**
 * As little thinking as the model family allows: thinking tokens count against
 * MAX_OUTPUT_TOKENS, and a chat reply needs none. Other models keep their default.
 */
export function thinkingFor(model: string, { ThinkingLevel }: GenAiModule): ThinkingConfig | undefined {
  if (/^gemini-2\.5-flash/.test(model)) return { thinkingBudget: 0 };
  if (/^gemini-3.*flash/.test(model)) return { thinkingLevel: ThinkingLevel.MINIMAL };
  return undefined;
}

/** Worth one more try: the network failed, or the service is busy (429) or failing (5xx). */
function isTransient(error: unknown, sdk: GenAiModule): boolean {
  if (error instanceof sdk.ApiError) return error.status === 429 || error.status >= 500;
  // fetch rejects with a TypeError ('fetch failed') when the connection fails or is reset.
  return error instanceof TypeError;
}

function isAbort(error: unknown): boolean {
  return error instanceof Error && (error.name === 'AbortError' || error.name === 'TimeoutError');
}

function describe(error: unknown): string {
  if (!(error instanceof Error)) return String(error);
  const cause = error.cause instanceof Error ? ` (${error.cause.message})` : '';
  return `${error.name}: ${error.message}${cause}`;
}

function pause(ms: number, signal: AbortSignal): Promise<void> {
  return new Promise((resolve, reject) => {
    const done = () => {
      clearTimeout(timer);
      reject(signal.reason);
    };
    const timer = setTimeout(() => {
      signal.removeEventListener('abort', done);
      resolve();
    }, ms);
    if (signal.aborted) done();
    else signal.addEventListener('abort', done, { once: true });
  });
}
