/**
 * One turn of the conversation, apart from HTTP (tests give it a tutor and a voice of their own).
 * Reads decide every refusal before anything is written; then the turn begins, takes one of the
 * learner's replies and one of the academy's (503 when the academy's are spent), asks the tutor
 * (a failure gives both back), credits the reply in one batch, and only then speaks it, its
 * characters taken from the learner's day and the academy's: a voice that fails or is done for
 * the day leaves the reply as text, its points already credited (docs/api.md). A prompt the tutor
 * declined gets its scripted reply, as text, and the learner's reply back, but counts against
 * their day's few declined prompts: past them no turn reaches the tutor (each call is billed).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { logger } from 'firebase-functions/logger';
import { config } from '../config';
import { FREE_TALK_OPENING, type Scenario, scenarioById } from '../content/scenarios';
import {
  type Budget,
  type BudgetGrant,
  type BudgetService,
  refundBudgetQuietly,
  takeFromBudget,
} from '../data/academy-budget';
import { readUser } from '../data/users';
import { HttpError } from '../http/http-error';
import { messages } from '../messages';
import { readPracticeLevel } from '../practice/learner-level';
import { DECLINED_REPLY_TRANSLATION, type Tutor, type TutorReply } from '../services/tutor/port';
import type { ConversationResponse } from '../shared/contract';
import { DAILY_DECLINED_TURN_LIMIT, DAILY_REPLY_LIMIT } from '../shared/rules';
import {
  abandonTurn,
  beginTurn,
  creditReply,
  mayBeginTurn,
  newConversation,
  readConversation,
  readRecentConversations,
} from './conversation-store';
import {
  consumeReply,
  declineReply,
  readConversationUsage,
  refundReply,
  refundReplyCharacters,
  takeReplyCharacters,
} from './reply-usage';
import {
  type BroughtBackState,
  correctionToBringBack,
  type DayRefusal,
  dayRefusal,
  historyStart,
  isSessionOver,
  saysCorrection,
  secondsLeft,
  TUTOR_TIMEOUT_MS,
  targetsUsed,
  tutorHistory,
} from './session-rules';

export interface TurnRequest {
  db: Firestore;
  tutor: () => Promise<Tutor>;
  /** The reply's voice (./speak-reply.ts in production, with its own deadline). */
  speak: (text: string) => Promise<Uint8Array>;
  uid: string;
  prompt: string;
  sessionId?: string;
  /** A new session's scenario (validated by the contract); a later turn plays its session's. */
  scenarioId?: string | null;
  now: Date;
  /** The academy's daily budgets (config's by default; tests give small ones). */
  budgets?: Readonly<Record<BudgetService, Budget>>;
}

export type Spoken = { audioBase64: string; voiceDoneForToday?: true };

/** What speaking a line needs: the learner's day and the voice. */
export type Speaking = Pick<TurnRequest, 'db' | 'speak' | 'uid' | 'now'>;

/**
 * The reply's speech in base64, its characters taken first from the learner's day and then from
 * the academy's, and given back when the speech fails. A reply whose speech failed, or whose
 * characters do not fit, is still given, as text.
 */
export async function spoken(
  { db, speak, uid, now }: Speaking,
  budget: Budget,
  text: string,
): Promise<Spoken> {
  const characters = text.length;
  const mine = await takeReplyCharacters(db, uid, now, characters);
  if (mine === null) return { audioBase64: '', voiceDoneForToday: true };
  const giveMineBack = () =>
    refundReplyCharacters(db, uid, now, mine, characters).catch((error: unknown) =>
      logger.error('Refund of reply characters failed', { error: String(error), uid }),
    );
  let academy: BudgetGrant | null = null;
  try {
    academy = await takeFromBudget(db, 'speechCharacters', characters, budget, now);
    if (!academy) {
      await giveMineBack();
      return { audioBase64: '', voiceDoneForToday: true };
    }
    return { audioBase64: Buffer.from(await speak(text)).toString('base64') };
  } catch (error) {
    logger.warn('Speech of a tutor reply failed', { error: String(error), characters });
    await Promise.all([giveMineBack(), refundBudgetQuietly(db, academy)]);
    return { audioBase64: '' };
  }
}

/** Gives the learner's reply back, logging instead of throwing (a failure is being answered). */
async function giveReplyBack(db: Firestore, uid: string, now: Date, index: number): Promise<void> {
  try {
    await refundReply(db, uid, now, index);
  } catch (error) {
    logger.error('Refund of a tutor reply failed', { error: String(error), uid, index });
  }
}

/** The learner's day refuses the turn: a 429 that says which of its limits, and until tomorrow. */
function dayOver(refusal: DayRefusal): HttpError {
  return new HttpError(
    429,
    refusal === 'replies'
      ? messages.conversation.dailyLimit(DAILY_REPLY_LIMIT)
      : messages.conversation.declinedLimit(DAILY_DECLINED_TURN_LIMIT),
  );
}

/**
 * Counts a declined prompt and gives its reply back (logging instead of throwing: the reply then
 * stays spent, so the prompt is still not free).
 */
async function countDeclined(db: Firestore, uid: string, now: Date, index: number): Promise<void> {
  try {
    if (!(await declineReply(db, uid, now, index))) {
      logger.warn('A declined prompt past the allowance; its reply stays spent', { uid, index });
    }
  } catch (error) {
    logger.error('Counting a declined prompt failed; its reply stays spent', { error: String(error), uid });
  }
}

export async function takeTurn(request: TurnRequest): Promise<ConversationResponse> {
  const { db, tutor, uid, prompt, sessionId, now } = request;
  const budgets = request.budgets ?? config().budgets;
  // Reads only: every refusal is decided here (in parallel: a turn's latency matters), with the
  // learner's speaking level and, for a new session, their recent sessions (what it brings back).
  const [user, stored, usage, free, level, recent] = await Promise.all([
    readUser(db, uid),
    sessionId ? readConversation(db, uid, sessionId) : null,
    readConversationUsage(db, uid, now),
    mayBeginTurn(db, uid, now),
    readPracticeLevel(db, uid, 'speaking'),
    sessionId ? null : readRecentConversations(db, uid, historyStart(now)),
  ]);
  if (!user?.hasActivated) throw new HttpError(403, messages.notActivated);
  if (sessionId && !stored) throw new HttpError(404, messages.conversation.unknownSession);
  if (stored && isSessionOver(stored.startedAt, now))
    throw new HttpError(409, messages.conversation.sessionOver);
  const refusal = dayRefusal(usage);
  if (refusal) throw dayOver(refusal);
  if (!free) throw new HttpError(429, messages.conversation.busy);

  const scenarioId = stored ? stored.scenarioId : (request.scenarioId ?? null);
  const scenario = (scenarioId && scenarioById(scenarioId)) || null;
  const conversation = stored ?? newSession(now, scenario, recent ?? []);
  const turn = await beginTurn(db, uid, now);
  if (turn === null) throw new HttpError(429, messages.conversation.busy);
  let answer: TutorReply;
  let reply: number | null = null;
  let academy: BudgetGrant | null = null;
  try {
    const taken = await consumeReply(db, uid, now);
    if ('refused' in taken) throw dayOver(taken.refused);
    reply = taken.index;
    academy = await takeFromBudget(db, 'tutorReplies', 1, budgets.tutorReplies, now);
    if (!academy) throw new HttpError(503, messages.academyBudget.tutorReplies);
    answer = await (await tutor()).reply({
      prompt,
      history: tutorHistory(scenario?.opening.en ?? FREE_TALK_OPENING.en, conversation.transcript),
      scenario,
      level,
      signal: AbortSignal.timeout(TUTOR_TIMEOUT_MS),
    });
  } catch (error) {
    // The learner's reply, and the academy's, come back: an outage spends nobody's day.
    await Promise.all([
      abandonTurn(db, uid, turn).catch(() => undefined),
      reply === null ? undefined : giveReplyBack(db, uid, now, reply),
      refundBudgetQuietly(db, academy),
    ]);
    if (error instanceof HttpError) throw error;
    // The learner reads 'Erro ao responder.'; what went wrong is for the logs only.
    logger.error('The tutor failed', { error: String(error), uid });
    throw new HttpError(503, messages.conversation.failed);
  }

  // A declined prompt is not a reply: the learner's is given back, and one of their day's few
  // declined prompts taken instead (the academy's reply stays spent: the call was billed).
  const declined = answer.declined === true;
  if (declined) await countDeclined(db, uid, now, reply);
  const translation = answer.translation || (declined ? DECLINED_REPLY_TRANSLATION : '');
  const used = declined
    ? conversation.targetsUsed
    : targetsUsed(scenario?.targets ?? [], conversation.targetsUsed, prompt);
  const review = conversation.broughtBack;
  const reviewRight =
    !declined && review !== null && !review.saidRight && saysCorrection(prompt, review.better);
  const credited = await creditReply(db, uid, conversation, turn, {
    prompt,
    reply: answer.reply,
    now: new Date(),
    declined,
    translation,
    correction: answer.correction,
    targetsUsed: used,
    broughtBack: review && reviewRight ? { ...review, saidRight: true } : review,
  });
  if (!credited) {
    // A later turn began while this one ran past its lease: its request is long over for the
    // learner; it credits nothing and leaves the turns as the later one wrote them.
    logger.warn('A turn finished after its lease; nothing credited', { uid, turn });
    if (!declined) await giveReplyBack(db, uid, now, reply);
    throw new HttpError(503, messages.conversation.failed);
  }
  const voice: Spoken = declined
    ? { audioBase64: '' }
    : await spoken(request, budgets.speechCharacters, answer.reply);
  return {
    resposta: answer.reply,
    ...voice,
    sessionId: conversation.sessionId,
    points: credited.sessionPoints,
    pointsEarned: credited.pointsEarned,
    noPointsReason: credited.noPointsReason,
    secondsLeft: secondsLeft(conversation.startedAt, new Date()),
    correction: answer.correction,
    translation,
    targetsUsed: used,
    reviewRight,
  };
}

/**
 * A new session, not stored yet: its scenario, and the correction it brings back, decided by the
 * server from the learner's recent sessions and the scenario, as the opening decided it (the
 * web's copy from the opening is never trusted).
 */
function newSession(
  now: Date,
  scenario: Scenario | null,
  recent: Parameters<typeof correctionToBringBack>[0],
) {
  const found = correctionToBringBack(recent, scenario);
  const broughtBack: BroughtBackState | null = found ? { ...found, saidRight: false } : null;
  return newConversation(now, scenario?.id ?? null, broughtBack);
}
