// The cost model (`npm run bench -- costs`, or `node bench/costs.mjs`; needs no stack): US$ per
// active learner per month in production at Google's list prices, from the product's own bounds
// (read from the code below) and a typical week, beside the worst case one learner and the whole
// academy (1,000 learners) can reach. Figures are shown in docs/deploying.md.
//
// PRICES: list prices in US$, pay-as-you-go, no free tier counted (a conservative bound: the free
// tiers are per billing account). Google's pages cannot be opened from the machines this was
// written on; each figure was taken on 2026-11-25 from the page named, as quoted by the copies of
// it the project's search tool holds (dated where the copy is), else from the page as last known.
// Check them against the pages before a budget is set from them.

import { readFileSync } from 'node:fs';
import { loadTs } from './load-ts.mjs';

export const PRICES_CHECKED = '2026-11-25';
export const PRICES = {
  /** https://cloud.google.com/text-to-speech/pricing: Neural2 voices, per 1 M characters (bytes; one per character in English). The production voice is en-US-Neural2-F (google-tts.ts). */
  ttsNeural2PerMillionCharacters: 16,
  /** Same page, for comparison: Standard and WaveNet voices, per 1 M characters. */
  ttsStandardPerMillionCharacters: 4,
  /** https://cloud.google.com/speech-to-text/pricing: V2 API, standard models, per minute (0 to 500,000 minutes a month). */
  sttV2PerMinute: 0.016,
  /** Billing unit assumed for each recognition: Speech-to-Text's older rule rounds each request up to 15 s (a bound: V2 may bill by the second). */
  sttBilledIncrementSeconds: 15,
  /**
   * https://ai.google.dev/gemini-api/docs/pricing: per 1 M tokens, paid tier, text. No stored copy
   * lists gemini-3.5-flash-lite (GEMINI_MODEL, functions/.env); these are Gemini 3.1 Flash-Lite's
   * ($0.25 in, $1.50 out incl. thinking; copies of the page dated 2026-03-03).
   */
  geminiInputPerMillionTokens: 0.25,
  geminiOutputPerMillionTokens: 1.5,
  /** https://firebase.google.com/docs/firestore/pricing: per 100,000 documents, the US multi-region's (the highest; São Paulo's regional price is not in the stored copies). */
  firestoreReadsPer100k: 0.06,
  firestoreWritesPer100k: 0.18,
  /** https://cloud.google.com/run/pricing (Cloud Run functions, 2nd gen): per million requests; CPU per vCPU-second and memory per GiB-second, tier 2 (São Paulo). */
  functionsPerMillionRequests: 0.4,
  functionsCpuPerVcpuSecond: 0.0000336,
  functionsMemoryPerGibSecond: 0.0000035,
  /**
   * The same page, Cloud Run services with request-based billing (CPU only while a request is
   * processed; the engine service, functions/recognizer/service.yaml), tier 2 (São Paulo): the
   * same per vCPU-second, per GiB-second and per million requests as the functions above.
   * Billed per instance while it serves, rounded up to 100 ms.
   */
  runCpuPerVcpuSecond: 0.0000336,
  runMemoryPerGibSecond: 0.0000035,
  runPerMillionRequests: 0.4,
};

/** The engine service's instance (functions/recognizer/service.yaml): 1 vCPU, 512 MiB. */
export const ENGINE_INSTANCE = { vcpu: 1, memoryGib: 0.5 };
/**
 * Seconds an instance serves one typical recognition (4 s), sounds scored: `npm run bench --
 * engine-service` measured, for a 4.4-s recording through the service, 0.85 s of decoder CPU
 * (p50) and 1.0 s p50 / 1.75 s p95 of request time on a shared 2-core machine (2026-11-27);
 * billed per request-second, 1.5 s sits between the two.
 */
export const ENGINE_SECONDS_TYPICAL = 1.5;

/** A bound written in the code: `export const NAME = 123;` in `file` (fails if it moved). */
function bound(file, name) {
  const source = readFileSync(new URL(`../functions/src/${file}`, import.meta.url), 'utf8');
  const match = new RegExp(`export const ${name} = ([\\d_ *.]+);`).exec(source);
  if (!match) throw new Error(`bench/costs.mjs: ${name} is no longer a number in functions/src/${file}`);
  return Function(`return ${match[1].replaceAll('_', '')}`)();
}

/** A budget's default in functions/src/config.ts: `NAME: wholeNumber(123),` (fails if it moved). */
function budgetDefault(name) {
  const source = readFileSync(new URL('../functions/src/config.ts', import.meta.url), 'utf8');
  const match = new RegExp(`${name}: wholeNumber\\(([\\d_]+)\\)`).exec(source);
  if (!match) throw new Error(`bench/costs.mjs: ${name}'s default is no longer in functions/src/config.ts`);
  return Number(match[1].replaceAll('_', ''));
}

export function codeBounds() {
  return {
    spokenCharactersPerDay: bound('shared/rules.ts', 'DAILY_REPLY_SPEECH_CHARACTERS'),
    academyRepliesPerDay: budgetDefault('ACADEMY_DAILY_TUTOR_REPLIES'),
    academySpeechCharactersPerDay: budgetDefault('ACADEMY_DAILY_SPEECH_CHARACTERS'),
    academyRecognitionSecondsPerDay: budgetDefault('ACADEMY_DAILY_RECOGNITION_SECONDS'),
    audiosPerDay: bound('shared/rules.ts', 'DAILY_AUDIO_LIMIT'),
    /** The most a class's admin may give its learners (the worst case's). */
    maxAudiosPerDay: bound('shared/rules.ts', 'MAX_CLASS_DAILY_AUDIOS'),
    recognitionsPerDay: bound('shared/rules.ts', 'DAILY_RECOGNITION_LIMIT'),
    recognitionSeconds: bound('shared/speech-payloads.ts', 'RECOGNITION_MAX_SECONDS'),
    repliesPerDay: bound('shared/rules.ts', 'DAILY_REPLY_LIMIT'),
    declinedPerDay: bound('shared/rules.ts', 'DAILY_DECLINED_TURN_LIMIT'),
    replyCharacters: bound('services/tutor/port.ts', 'MAX_REPLY_CHARACTERS'),
    promptCharacters: bound('shared/rules.ts', 'MAX_PROMPT_CHARACTERS'),
    historyTurns: bound('conversation/session-rules.ts', 'HISTORY_TURNS'),
    outputTokens: bound('services/tutor/gemini/gemini-tutor.ts', 'MAX_OUTPUT_TOKENS'),
    decodeFloorMs: bound('shared/rules.ts', 'RECOGNITION_DECODE_FLOOR_MS'),
    decodeRealTime: bound('shared/rules.ts', 'RECOGNITION_DECODE_REAL_TIME'),
  };
}

/**
 * The engine service's US$ for one recognition of `seconds` of audio: the typical figure above
 * for a typical recording, else the decoder's CPU limit for that length (the code's bound:
 * recognitionDecodeLimitMs, a decode is killed there), billed as if it had the instance alone.
 */
export function engineCost(seconds, bounds, prices = PRICES, typical = false) {
  const served = typical
    ? ENGINE_SECONDS_TYPICAL
    : (bounds.decodeFloorMs + bounds.decodeRealTime * seconds * 1000) / 1000;
  const billed = Math.ceil(served * 10) / 10;
  return (
    billed *
      (ENGINE_INSTANCE.vcpu * prices.runCpuPerVcpuSecond +
        ENGINE_INSTANCE.memoryGib * prices.runMemoryPerGibSecond) +
    prices.runPerMillionRequests / 1e6
  );
}

/** English text is about 4 characters a token (Gemini's own rule of thumb). */
const tokensOf = (characters) => Math.ceil(characters / 4);

/**
 * Firestore documents and function time per call, read from what each call does (its reads
 * and batch writes, the log entries and increments of docs/security.md), rounded up.
 */
const PER_CALL = {
  audio: { reads: 7, writes: 4, seconds: 0.3 }, // the learner's class twice: its daily audios
  recognition: { reads: 4, writes: 3, seconds: 2 },
  reply: { reads: 8, writes: 8, seconds: 3 },
  practice: { reads: 6, writes: 8, seconds: 0.3 }, // start and final save together
};

/** A month's use: what one learner does in it. */
function monthCost(use, prices, instructionCharacters, bounds) {
  const replyInputTokens = tokensOf(
    instructionCharacters + use.promptCharacters + use.historyCharacters + 400, // 400: the answer schema and framing
  );
  // A prompt the tutor declines is a billed call and a turn's work like a reply, unspoken.
  const tutorCalls = use.replies + (use.declined ?? 0);
  const calls = {
    audio: use.audios,
    recognition: use.recognitions,
    reply: tutorCalls,
    practice: use.practices,
  };
  const firestore = Object.entries(calls).reduce(
    (sum, [kind, count]) =>
      sum +
      (count * PER_CALL[kind].reads * prices.firestoreReadsPer100k) / 1e5 +
      (count * PER_CALL[kind].writes * prices.firestoreWritesPer100k) / 1e5,
    0,
  );
  const functions = Object.entries(calls).reduce(
    (sum, [kind, count]) =>
      sum +
      (count * prices.functionsPerMillionRequests) / 1e6 +
      count *
        PER_CALL[kind].seconds *
        (prices.functionsCpuPerVcpuSecond + 0.5 * prices.functionsMemoryPerGibSecond),
    0,
  );
  const costs = {
    'speech synthesis (tutor replies; pool audios are cached)':
      (use.spokenCharacters * prices.ttsNeural2PerMillionCharacters) / 1e6,
    // The engine service on Cloud Run (SPEECH_RECOGNIZER=offline), not Speech-to-Text (sttCost).
    'speech recognition (engine service)':
      use.recognitions * engineCost(use.recognitionSeconds, bounds, prices, use.typicalRecognitions),
    'tutor (Gemini)':
      (tutorCalls * replyInputTokens * prices.geminiInputPerMillionTokens) / 1e6 +
      (tutorCalls * use.outputTokens * prices.geminiOutputPerMillionTokens) / 1e6,
    Firestore: firestore,
    'Cloud Functions': functions,
  };
  return { costs, total: Object.values(costs).reduce((a, b) => a + b, 0) };
}

/** Speech-to-Text's US$ for one recognition of `seconds` (SPEECH_RECOGNIZER=google), for comparison. */
export function sttCost(seconds, prices = PRICES) {
  const billed = Math.ceil(seconds / prices.sttBilledIncrementSeconds) * prices.sttBilledIncrementSeconds;
  return (billed / 60) * prices.sttV2PerMinute;
}

const DAYS_PER_MONTH = 30;
const WEEKS_PER_MONTH = DAYS_PER_MONTH / 7;

/**
 * A typical active learner's week (an assumption, stated so it can be argued with): practice on
 * 4 days, all 10 audios each time (two practices); on speaking days every phrase sent to the
 * server (heard there, or heard by the browser and its sounds scored there), 2 tries each, 4 s a
 * recording; talk with
 * the tutor on 2 days, 20 replies of about 200 characters, prompts of 60, six turns of history.
 */
function typicalMonth(bounds) {
  const practiceDays = 4 * WEEKS_PER_MONTH;
  const talkDays = 2 * WEEKS_PER_MONTH;
  const replies = 20 * talkDays;
  return {
    audios: bounds.audiosPerDay * practiceDays,
    practices: 2 * practiceDays,
    recognitions: 20 * practiceDays,
    recognitionSeconds: 4,
    typicalRecognitions: true,
    replies,
    spokenCharacters: replies * 200,
    promptCharacters: 60,
    historyCharacters: 6 * 130,
    outputTokens: 120,
  };
}

/**
 * Every bound reached every day of the month: the most one learner can cost, in a class given the
 * most daily audios (a practice of 10 phrases per 10 audios).
 */
function worstMonth(bounds, spokenCharactersPerDay = bounds.repliesPerDay * bounds.replyCharacters) {
  const replies = bounds.repliesPerDay * DAYS_PER_MONTH;
  return {
    audios: bounds.maxAudiosPerDay * DAYS_PER_MONTH,
    practices: Math.ceil(bounds.maxAudiosPerDay / 10) * DAYS_PER_MONTH,
    recognitions: bounds.recognitionsPerDay * DAYS_PER_MONTH,
    recognitionSeconds: bounds.recognitionSeconds,
    replies,
    declined: bounds.declinedPerDay * DAYS_PER_MONTH,
    spokenCharacters:
      Math.min(spokenCharactersPerDay, bounds.repliesPerDay * bounds.replyCharacters) * DAYS_PER_MONTH,
    promptCharacters: bounds.promptCharacters,
    historyCharacters: (bounds.historyTurns / 2) * (bounds.promptCharacters + bounds.replyCharacters),
    outputTokens: bounds.outputTokens,
  };
}

/**
 * The whole academy at its default daily budgets every day of the month (functions/src/config.ts):
 * what the budgets let it spend, whatever the learners do. Recognition as 1-second recordings,
 * each billed its whole increment (the dearest way to spend the seconds).
 */
function academyBudgetMonth(bounds) {
  return {
    audios: 0,
    practices: 0,
    recognitions: bounds.academyRecognitionSecondsPerDay * DAYS_PER_MONTH,
    recognitionSeconds: 1,
    replies: bounds.academyRepliesPerDay * DAYS_PER_MONTH,
    spokenCharacters: bounds.academySpeechCharactersPerDay * DAYS_PER_MONTH,
    promptCharacters: bounds.promptCharacters,
    historyCharacters: (bounds.historyTurns / 2) * (bounds.promptCharacters + bounds.replyCharacters),
    outputTokens: bounds.outputTokens,
  };
}

/** The model's rows: [label, cost breakdown] per learner and month. */
export async function costModel() {
  const bounds = codeBounds();
  const { tutorInstruction } = await loadTs('../functions/src/services/tutor/gemini/gemini-prompt.ts');
  const { SCENARIOS } = await loadTs('../functions/src/content/scenarios.ts');
  // The longest system instruction: a scenario's role-play, at its level (a bound).
  const instruction = Math.max(
    ...SCENARIOS.map((scenario) => tutorInstruction(scenario, scenario.level).length),
  );
  const cost = (use) => {
    const month = monthCost(use, PRICES, instruction, bounds);
    // A bound read wrong (a moved constant, a renamed field) must stop the bench, not print NaN.
    for (const [name, value] of Object.entries({ ...month.costs, total: month.total })) {
      if (!Number.isFinite(value) || value < 0) throw new Error(`bench/costs.mjs: ${name} costs ${value}`);
    }
    return month;
  };
  return {
    bounds,
    typical: cost(typicalMonth(bounds)),
    worst: cost(worstMonth(bounds)),
    worstCapped: cost(worstMonth(bounds, bounds.spokenCharactersPerDay)),
    academyBudgets: cost(academyBudgetMonth(bounds)),
  };
}

const usd = (value) =>
  `US$ ${value < 10 ? value.toFixed(3) : value.toLocaleString('en-US', { maximumFractionDigits: 0 })}`;

export async function benchCosts() {
  const { bounds, typical, worst, worstCapped, academyBudgets } = await costModel();
  const ACADEMY = 1000;
  console.log(
    `Prices: Google list prices as checked ${PRICES_CHECKED} (sources in bench/costs.mjs), no free tier.`,
  );
  console.log(
    `Bounds from the code: ${bounds.audiosPerDay} audios (${bounds.maxAudiosPerDay} in a class given the most), ${bounds.recognitionsPerDay} recognitions of <= ${bounds.recognitionSeconds} s, ` +
      `${bounds.repliesPerDay} replies of <= ${bounds.replyCharacters} characters (spoken) and ${bounds.declinedPerDay} declined prompts a learner a day; ` +
      `prompts <= ${bounds.promptCharacters} characters, ${bounds.historyTurns} turns of history, <= ${bounds.outputTokens} output tokens.`,
  );
  const rows = [
    ['typical active learner', typical, 'every learner typical'],
    [
      'worst case, one learner (every bound, every day)',
      worst,
      'every learner at every bound (no academy budget)',
    ],
    [
      `worst case, spoken replies capped at ${bounds.spokenCharactersPerDay.toLocaleString('en-US')} characters a day`,
      worstCapped,
      'the same with the spoken-reply cap',
    ],
  ];
  const services = Object.keys(typical.costs);
  console.log('\nUS$ per learner per month:');
  console.log(['', ...services, 'total'].join(' | '));
  for (const [label, { costs, total }] of rows) {
    console.log([label, ...services.map((name) => costs[name].toFixed(3)), total.toFixed(3)].join(' | '));
  }
  const thousand = (cost) => usd(cost * 1000);
  console.log(
    `\nServer recognition per 1,000 attempts: the engine service ${thousand(engineCost(4, bounds, PRICES, true))} ` +
      `(typical 4 s, ${ENGINE_SECONDS_TYPICAL} s of a ${ENGINE_INSTANCE.vcpu}-vCPU, ${ENGINE_INSTANCE.memoryGib}-GiB instance each), ` +
      `${thousand(engineCost(bounds.recognitionSeconds, bounds))} at most (${bounds.recognitionSeconds} s, the decoder's CPU limit); ` +
      `Speech-to-Text ${thousand(sttCost(4))} (any length up to 15 s).`,
  );
  console.log(`\nThe academy (${ACADEMY.toLocaleString('en-US')} learners), per month:`);
  for (const [, { total }, academy] of rows) console.log(`  ${academy}: ${usd(total * ACADEMY)}`);
  console.log(
    `  the whole academy at its default daily budgets (${bounds.academyRepliesPerDay.toLocaleString('en-US')} replies, ` +
      `${bounds.academySpeechCharactersPerDay.toLocaleString('en-US')} characters, ` +
      `${bounds.academyRecognitionSecondsPerDay.toLocaleString('en-US')} s of recognition a day), every day: ` +
      `${usd(academyBudgets.total)} (${services.map((name) => `${name} ${usd(academyBudgets.costs[name])}`).join(', ')})`,
  );
}

if (process.argv[1] === new URL(import.meta.url).pathname) await benchCosts();
