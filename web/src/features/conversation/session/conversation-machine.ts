/**
 * The conversation's state (docs/product.md), pure: no timers, no network, no
 * audio. `use-conversation.ts` feeds it what happened; listening is lib/voice's (useVoice). The
 * session lasts SESSION_SECONDS from its first reply, on the server's clock. A line the learner
 * said is shown as heard, to send, correct or say again, before it goes to the tutor; a line the
 * tutor did not answer goes back where it came from (the heard line or the text box).
 */
import type {
  BroughtBack,
  ConversationCorrection,
  ConversationResponse,
  NoPointsReason,
} from '@shared/contract';
import { SESSION_SECONDS } from '@shared/rules';

export interface Exchange {
  id: number;
  said: string;
  reply: string | null;
  /** The reply spoken, an object URL made by the hook; null when the server sent no audio. */
  audioUrl: string | null;
  correction: ConversationCorrection | null;
  /** Why this prompt earned nothing (the day's cap has its own notice, shown once). */
  noPointsReason: NoPointsReason | null;
  /** The reply came as text because the tutor's voice is done for the day. */
  voiceDone: boolean;
  /** Said (heard, then sent from the heard line) or typed: where it goes back if unanswered. */
  from: LineSource;
  /** The reply in Portuguese ("Traduzir"); '' when the tutor gave none. */
  translation: string;
  /** The learner said the correction brought back right in this turn. */
  reviewRight: boolean;
}

/** The tutor's first line (GET /api/conversations/opening, or the scenario's script offline). */
export interface TutorLine {
  text: string;
  translation: string;
  audioUrl: string | null;
}

/** Why the last turn failed: the server's own sentence (a limit, an ended session) or ours. */
export type Notice = { kind: 'failed' } | { kind: 'server'; message: string };

export type Ending = 'stopped' | 'timeUp';

/** Where a line is written before it is sent: the heard line to check, or the text box. */
export type LineSource = 'heard' | 'typed';

export interface ConversationState {
  /** The scenario chosen on the intro; null: "Conversa livre". Sent with the first turn. */
  scenarioId: string | null;
  /** The tutor has opened (or its opening failed: the learner starts). */
  opened: boolean;
  /** The tutor's first line; null until it came, or when it failed. */
  opening: TutorLine | null;
  /** A correction of the last conversation, to try again ("Da última vez você disse ..."). */
  broughtBack: BroughtBack | null;
  /** The scenario's targets the learner has used so far, as the server counts them. */
  targetsUsed: string[];
  exchanges: Exchange[];
  /** Set by the first reply; every later prompt continues that session. */
  sessionId: string | null;
  /** Points of this session, as the server credited them. */
  points: number;
  /** The learner's total on the ranking, as last read; null until read. */
  total: number | null;
  /** A prompt is with the tutor: another is not sent (the server would refuse it, 429). */
  waiting: boolean;
  /** What was heard, to check (and correct) before it is sent; null when nothing waits. */
  heard: string | null;
  /** The text box's words ('Ou escreva em inglês'). */
  typed: string;
  /** 'Encerrar' was pressed: the question 'Encerrar agora?' is open. */
  confirmingEnd: boolean;
  /** The next exchange's id (an unanswered one leaves the list, so the count cannot be it). */
  nextId: number;
  notice: Notice | null;
  /** The day's talking points are all earned: told once, the conversation goes on. */
  capNotified: boolean;
  ending: Ending | null;
  /** When the session ends, in Date.now() terms; null before the first reply. */
  deadline: number | null;
  /** The clock as last told by 'tick' or 'answered'. */
  now: number;
}

/** A failed turn as the hook saw it: the HTTP status (0 without an answer) and the server's words. */
export interface TurnError {
  status: number;
  message: string;
  /** Whether `message` is the API's own sentence (not a proxy's page or the network). */
  fromServer?: boolean;
}

export type ConversationAction =
  /** The tutor's first line arrived; null: it failed, and the learner speaks first. */
  | { type: 'opened'; opening: TutorLine | null; broughtBack: BroughtBack | null }
  /** The recognizer's transcript: shown to check, not sent. */
  | { type: 'heard'; text: string }
  /** The learner edits the heard line, or the text box. */
  | { type: 'edited'; source: LineSource; text: string }
  /** 'Enviar': the heard line, or the text box, goes to the tutor. */
  | { type: 'sent'; source: LineSource }
  /** `audioUrl` is made by the hook from the response's audio. */
  | { type: 'answered'; id: number; response: ConversationResponse; audioUrl: string | null; now: number }
  | { type: 'failed'; id: number; error: TurnError }
  /** 'Falar' or 'Falar de novo' was pressed: the heard line and the last notice go away. */
  | { type: 'listeningStarted' }
  /** 'Encerrar' asks first; the question is answered with 'ended' or 'endCancelled'. */
  | { type: 'endAsked' }
  | { type: 'endCancelled' }
  | { type: 'ended' }
  | { type: 'tick'; now: number }
  | { type: 'totalRefreshed'; total: number };

export function startConversation(scenarioId: string | null = null): ConversationState {
  return {
    scenarioId,
    opened: false,
    opening: null,
    broughtBack: null,
    targetsUsed: [],
    exchanges: [],
    sessionId: null,
    points: 0,
    total: null,
    waiting: false,
    heard: null,
    typed: '',
    confirmingEnd: false,
    nextId: 0,
    notice: null,
    capNotified: false,
    ending: null,
    deadline: null,
    now: 0,
  };
}

/** What the countdown shows: the full session until the first reply, never more, never below 0. */
export function secondsLeft(state: Pick<ConversationState, 'deadline' | 'now'>): number {
  if (state.deadline === null) return SESSION_SECONDS;
  return Math.min(SESSION_SECONDS, Math.max(0, Math.ceil((state.deadline - state.now) / 1000)));
}

/** The prompt now with the tutor, for the hook to send; none when nothing is waiting. */
export function pendingExchange(state: ConversationState): Exchange | null {
  return state.waiting ? (state.exchanges.at(-1) ?? null) : null;
}

/** The reply announced to screen readers: the latest alone (the opening before any), never the whole transcript. */
export function latestReply(state: Pick<ConversationState, 'exchanges' | 'opening'>): string {
  return state.exchanges.findLast((exchange) => exchange.reply !== null)?.reply ?? state.opening?.text ?? '';
}

function updated(state: ConversationState, id: number, change: Partial<Exchange>): Exchange[] {
  return state.exchanges.map((exchange) => (exchange.id === id ? { ...exchange, ...change } : exchange));
}

/**
 * The state without an unanswered line, its words back where they came from: the heard line, or
 * the text box before anything typed since (never lost, never sent twice).
 */
function unanswered(state: ConversationState, id: number): ConversationState {
  const line = state.exchanges.find((exchange) => exchange.id === id);
  if (!line) return state;
  const exchanges = state.exchanges.filter((exchange) => exchange !== line);
  if (line.from === 'heard') return { ...state, exchanges, heard: line.said };
  return { ...state, exchanges, typed: [line.said, state.typed.trim()].filter(Boolean).join(' ') };
}

export function conversationReducer(state: ConversationState, action: ConversationAction): ConversationState {
  switch (action.type) {
    case 'opened':
      // Once: a late opening never replaces the one shown.
      return state.opened
        ? state
        : { ...state, opened: true, opening: action.opening, broughtBack: action.broughtBack };
    case 'heard': {
      const heard = action.text.trim();
      // Nothing is heard once the conversation is over (a late transcript). While a typed line is
      // with the tutor, it waits to be sent.
      if (!heard || state.ending) return state;
      return { ...state, heard };
    }
    case 'edited':
      if (action.source === 'typed') return { ...state, typed: action.text };
      return state.heard === null ? state : { ...state, heard: action.text };
    case 'sent': {
      const said = (action.source === 'heard' ? (state.heard ?? '') : state.typed).trim();
      // One turn at a time, and none once the conversation is over.
      if (!said || state.waiting || state.ending) return state;
      const exchange: Exchange = {
        id: state.nextId,
        said,
        reply: null,
        audioUrl: null,
        correction: null,
        noPointsReason: null,
        voiceDone: false,
        from: action.source,
        translation: '',
        reviewRight: false,
      };
      return {
        ...state,
        exchanges: [...state.exchanges, exchange],
        nextId: state.nextId + 1,
        ...(action.source === 'heard' ? { heard: null } : { typed: '' }),
        waiting: true,
        notice: null,
      };
    }
    // A reply that arrives after 'Encerrar' still counts in the summary: the server credited it.
    case 'answered': {
      const { response } = action;
      return {
        ...state,
        exchanges: updated(state, action.id, {
          reply: response.resposta,
          audioUrl: action.audioUrl,
          correction: response.correction,
          noPointsReason: response.noPointsReason,
          voiceDone: response.voiceDoneForToday === true,
          translation: response.translation,
          reviewRight: response.reviewRight,
        }),
        // The server counts the session's targets: the latest answer says them all.
        targetsUsed: response.targetsUsed.length > 0 ? response.targetsUsed : state.targetsUsed,
        sessionId: response.sessionId,
        points: response.points,
        capNotified: state.capNotified || response.noPointsReason === 'dailyCap',
        waiting: false,
        deadline: action.now + response.secondsLeft * 1000,
        now: action.now,
      };
    }
    case 'failed': {
      const { status, message } = action.error;
      // 409: the session is over on the server's clock; 429: a limit; a 503 of the API's own:
      // the academy's day of replies is spent (or the tutor failed). Each says it itself.
      const saysItself = status === 409 || status === 429 || (status === 503 && action.error.fromServer);
      const notice: Notice = saysItself ? { kind: 'server', message } : { kind: 'failed' };
      return {
        ...unanswered(state, action.id),
        waiting: false,
        notice,
        ending: status === 409 ? (state.ending ?? 'timeUp') : state.ending,
      };
    }
    case 'listeningStarted':
      return state.notice || state.heard !== null ? { ...state, notice: null, heard: null } : state;
    case 'endAsked':
      return state.ending ? state : { ...state, confirmingEnd: true };
    case 'endCancelled':
      return { ...state, confirmingEnd: false };
    case 'ended':
      return state.ending ? state : { ...state, ending: 'stopped', confirmingEnd: false };
    case 'tick': {
      if (state.ending || state.deadline === null) return state;
      const next = { ...state, now: action.now };
      return secondsLeft(next) === 0 ? { ...next, ending: 'timeUp' } : next;
    }
    case 'totalRefreshed':
      return { ...state, total: action.total };
  }
}
