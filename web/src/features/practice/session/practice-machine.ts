/**
 * The practices' state machine (docs/product.md), pure: no timers, no network,
 * no randomness. The screens render it and `use-practice.ts` feeds it what happened (an audio
 * arrived, 1.5 s passed...). Writing and speaking share it; the rules below are their difference.
 */
import type { PhraseResultPayload } from '@shared/contract';
import { POINTS_PER_ANSWER, type PracticeKind } from '@shared/rules';
import type { EndReason, PhraseOutcome, ReviewedPhrase } from '../results/final-state';

export interface PracticeRules {
  kind: PracticeKind;
  /** Rounds in a practice, and the progress a round is worth. */
  rounds: number;
  progressPerRound: number;
  /** Wrong tries on one phrase before 'Pular' is offered. */
  triesBeforeSkip: number;
  /** Speaking: a skip still counts a round and its progress; writing: it counts nothing. */
  skipCountsRound: boolean;
  isCorrect(answer: string, phrase: string): boolean;
}

/** The audio of a phrase: being fetched, ready (an object URL), or failed (silently). */
export type AudioState =
  | { status: 'loading' }
  | { status: 'ready'; url: string }
  /** `said`: the API's own sentence when it gave one for a 503 (the academy's day is spent). */
  | { status: 'failed'; said?: string };

export interface Slot {
  phrase: string;
  audio: AudioState;
}

export type Feedback =
  | { kind: 'right'; answer: string }
  | { kind: 'wrong'; answer: string }
  | { kind: 'skipped'; phrase: string };

export interface PracticeState {
  /**
   * loading: the current phrase's audio is on its way; answering: the learner's turn;
   * celebrating: the success message shows (1.5 s) while the next audio loads; finished.
   */
  phase: 'loading' | 'answering' | 'celebrating' | 'finished';
  current: Slot;
  /** The next phrase, fetched during the success message; 'limit' when the server refused it. */
  upcoming: Slot | 'limit' | null;
  tries: number;
  correct: number;
  rounds: number;
  progress: number;
  /**
   * The phrases this practice can play: its draw, which the server makes as long as the learner's
   * audios left today (at most 10). The counter counts phrases against it.
   */
  total: number;
  /** Every phrase drawn in this practice, so none repeats. */
  drawn: string[];
  review: ReviewedPhrase[];
  feedback: Feedback | null;
  endReason: EndReason | null;
}

export type PracticeAction =
  | { type: 'audioLoaded'; phrase: string; url: string }
  | { type: 'audioFailed'; phrase: string; said?: string }
  | { type: 'retryAudio' }
  | { type: 'limitReached'; phrase: string }
  /**
   * `nextPhrase` is the practice's next phrase (its draw, in order), used only if the answer is
   * right; null when the draw has no more. The server draws as many phrases as a day has audios,
   * each phrase taking one, so a draw used up is the day's audio limit reached: the practice
   * ends as when the server refuses the next audio.
   */
  | { type: 'answer'; answer: string; nextPhrase: string | null }
  | { type: 'continue' }
  | { type: 'skip'; nextPhrase: string | null }
  | { type: 'dismissFeedback' }
  | { type: 'stop' };

export function startPractice(firstPhrase: string, total: number): PracticeState {
  return {
    phase: 'loading',
    current: { phrase: firstPhrase, audio: { status: 'loading' } },
    upcoming: null,
    tries: 0,
    correct: 0,
    rounds: 0,
    progress: 0,
    total,
    drawn: [firstPhrase],
    review: [],
    feedback: null,
    endReason: null,
  };
}

export function pointsOf(state: Pick<PracticeState, 'correct'>): number {
  return state.correct * POINTS_PER_ANSWER;
}

/**
 * Which phrase of the practice is on screen (1 for the first), for 'Frase n de total': it moves
 * with every new phrase, a writing skip too, whose round does not count; during the success
 * message it is still the phrase just answered.
 */
export function phraseNumber(state: Pick<PracticeState, 'drawn' | 'current'>): number {
  return state.drawn.indexOf(state.current.phrase) + 1;
}

/**
 * The learner's audios left today once the practice is over: the phrases of its draw it did not
 * play (the draw is as long as the audios left when it started); none when the server refused one.
 */
export function audiosLeftAfter(state: Pick<PracticeState, 'total' | 'drawn' | 'endReason'>): number {
  return state.endReason === 'limit' ? 0 : Math.max(0, state.total - state.drawn.length);
}

export function canSkip(rules: PracticeRules, state: PracticeState): boolean {
  return state.phase === 'answering' && state.tries >= rules.triesBeforeSkip;
}

export function canAnswer(state: PracticeState): boolean {
  return state.phase === 'answering';
}

/** Records an answer (or a skip) for the current phrase in the review. */
function reviewed(state: PracticeState, outcome: PhraseOutcome, answer?: string): ReviewedPhrase[] {
  const last = state.review.at(-1);
  const answers = answer === undefined ? [] : [answer];
  if (last?.phrase === state.current.phrase) {
    return [...state.review.slice(0, -1), { ...last, outcome, answers: [...last.answers, ...answers] }];
  }
  return [...state.review, { phrase: state.current.phrase, outcome, answers }];
}

function finish(state: PracticeState, endReason: EndReason): PracticeState {
  return { ...state, phase: 'finished', endReason, upcoming: null };
}

function moveTo(state: PracticeState, slot: Slot): PracticeState {
  return {
    ...state,
    current: slot,
    upcoming: null,
    tries: 0,
    phase: slot.audio.status === 'ready' ? 'answering' : 'loading',
  };
}

function withAudio(slot: Slot | 'limit' | null, phrase: string, audio: AudioState) {
  return slot && slot !== 'limit' && slot.phrase === phrase ? { ...slot, audio } : slot;
}

function isCompleted(rules: PracticeRules, state: PracticeState): boolean {
  return state.rounds >= rules.rounds || state.progress >= rules.rounds * rules.progressPerRound;
}

export function practiceReducer(
  rules: PracticeRules,
  state: PracticeState,
  action: PracticeAction,
): PracticeState {
  if (state.phase === 'finished') return state;
  switch (action.type) {
    case 'audioLoaded':
    case 'audioFailed': {
      const audio: AudioState =
        action.type === 'audioLoaded'
          ? { status: 'ready', url: action.url }
          : { status: 'failed', ...(action.said ? { said: action.said } : {}) };
      const current = withAudio(state.current, action.phrase, audio) as Slot;
      const phase = state.phase === 'loading' && current.audio.status === 'ready' ? 'answering' : state.phase;
      return { ...state, current, upcoming: withAudio(state.upcoming, action.phrase, audio), phase };
    }
    case 'retryAudio':
      if (state.current.audio.status !== 'failed') return state;
      return { ...state, current: { ...state.current, audio: { status: 'loading' } } };
    case 'limitReached':
      if (state.current.phrase === action.phrase && state.current.audio.status !== 'ready') {
        return finish(state, 'limit');
      }
      if (state.upcoming !== 'limit' && state.upcoming?.phrase === action.phrase) {
        return { ...state, upcoming: 'limit' };
      }
      return state;
    case 'answer': {
      if (state.phase !== 'answering') return state;
      if (!rules.isCorrect(action.answer, state.current.phrase)) {
        return {
          ...state,
          tries: state.tries + 1,
          review: reviewed(state, 'wrong', action.answer),
          feedback: { kind: 'wrong', answer: action.answer },
        };
      }
      const next: PracticeState = {
        ...state,
        correct: state.correct + 1,
        rounds: state.rounds + 1,
        progress: Math.min(state.progress + rules.progressPerRound, rules.rounds * rules.progressPerRound),
        review: reviewed(state, 'right', action.answer),
        feedback: { kind: 'right', answer: action.answer },
      };
      if (isCompleted(rules, next)) return finish(next, 'completed');
      // The success message first, then the end, as when the server refuses the next audio.
      if (action.nextPhrase === null) return { ...next, phase: 'celebrating', upcoming: 'limit' };
      return {
        ...next,
        phase: 'celebrating',
        upcoming: { phrase: action.nextPhrase, audio: { status: 'loading' } },
        drawn: [...state.drawn, action.nextPhrase],
      };
    }
    case 'continue':
      if (state.phase !== 'celebrating') return state;
      if (state.upcoming === 'limit') return finish(state, 'limit');
      if (!state.upcoming) return state;
      return { ...moveTo(state, state.upcoming), feedback: null };
    case 'skip': {
      if (!canSkip(rules, state)) return state;
      const skipped: PracticeState = {
        ...state,
        review: reviewed(state, 'skipped'),
        feedback: { kind: 'skipped', phrase: state.current.phrase },
      };
      if (rules.skipCountsRound) {
        skipped.rounds += 1;
        skipped.progress = Math.min(
          skipped.progress + rules.progressPerRound,
          rules.rounds * rules.progressPerRound,
        );
        if (isCompleted(rules, skipped)) return finish(skipped, 'completed');
      }
      if (action.nextPhrase === null) return finish(skipped, 'limit');
      return moveTo(
        { ...skipped, drawn: [...state.drawn, action.nextPhrase] },
        { phrase: action.nextPhrase, audio: { status: 'loading' } },
      );
    }
    case 'dismissFeedback':
      return state.feedback?.kind === 'wrong' ? { ...state, feedback: null } : state;
    case 'stop':
      return finish(state, 'stopped');
  }
}

/**
 * What a practice keeps on the device to go on after a reload (./practice-snapshot.ts): its
 * counts, its review and the phrase it was at. Audios are not kept: the phrase's audio is asked
 * again, which the server serves without another of the day's audios.
 */
export type PracticeSnapshot = Pick<
  PracticeState,
  'tries' | 'correct' | 'rounds' | 'progress' | 'total' | 'drawn' | 'review'
> & {
  /** The phrase to go on with: the one on screen, or the next one during the success message. */
  phrase: string;
  /** The draw or the day's audios ran out during the success message: going on ends the practice. */
  limitReached: boolean;
};

/** The practice of a snapshot (./practice-snapshot.ts), waiting for its phrase's audio (or ended, at the limit). */
export function resumePractice(snapshot: PracticeSnapshot): PracticeState {
  const { phrase, limitReached, ...counts } = snapshot;
  const state = { ...startPractice(phrase, counts.total), ...counts };
  return limitReached ? finish(state, 'limit') : state;
}

/**
 * What became of each phrase the learner reached, for the final save: right after
 * how many tries, skipped, or unanswered when the practice ended (the phrase being played then,
 * if its audio had reached the learner).
 */
export function resultsOf(state: PracticeState): PhraseResultPayload[] {
  const results: PhraseResultPayload[] = state.review.map(({ phrase, outcome, answers }) => ({
    phrase,
    result: outcome === 'wrong' ? 'unanswered' : outcome,
    tries: answers.length,
  }));
  const { phrase, audio } = state.current;
  const reached = state.review.some((item) => item.phrase === phrase);
  if (!reached && audio.status === 'ready') results.push({ phrase, result: 'unanswered', tries: 0 });
  return results;
}

/**
 * What the practice can already tell the server before it ends, with each save: the phrases
 * answered right or skipped, whose fate is settled. The server puts the misses among them on the
 * review list at once, so a practice left without its final save loses none.
 */
export function settledResultsOf(state: PracticeState): PhraseResultPayload[] {
  return resultsOf(state).filter((each) => each.result !== 'unanswered');
}
