/**
 * The kept lessons: the tutor's opening with a correction brought back (GET
 * /api/conversations/opening), the learner's sessions of the last HISTORY_DAYS days (GET
 * /api/conversations) and one of them whole (GET /api/conversations/:sessionId). Reads only, but
 * for the opening's speech metering; what the sessions hold: docs/data.md.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { config } from '../config';
import { FREE_TALK_OPENING, type Scenario, scenarioById } from '../content/scenarios';
import type { Budget } from '../data/academy-budget';
import { readUser } from '../data/users';
import { HttpError } from '../http/http-error';
import { messages } from '../messages';
import type {
  BroughtBack,
  ConversationDetail,
  ConversationHistory,
  ConversationOpening,
  ConversationSummary,
} from '../shared/contract';
import { uniqueCorrections } from '../shared/corrections';
import { type Conversation, readConversation, readRecentConversations } from './conversation-store';
import { correctionToBringBack, historyStart, sessionMinutes } from './session-rules';
import { type Speaking, spoken } from './take-turn';

/** The correction the learner's next session, in `scenario`, brings back (./session-rules.ts correctionToBringBack). */
async function broughtBackFor(
  db: Firestore,
  uid: string,
  now: Date,
  scenario: Scenario | null,
): Promise<BroughtBack | null> {
  return correctionToBringBack(await readRecentConversations(db, uid, historyStart(now)), scenario);
}

/**
 * The tutor's first line, scripted (no tutor call), spoken as a reply is (its characters taken
 * from the learner's day and the academy's before the speech), and the correction brought back.
 * Writes no session: the first reply creates it and decides the correction again.
 */
export async function openConversation(
  request: Speaking & { scenarioId: string | null; speechBudget?: Budget },
): Promise<ConversationOpening> {
  const { db, uid, now, scenarioId } = request;
  const scenario = (scenarioId && scenarioById(scenarioId)) || null;
  const [user, broughtBack] = await Promise.all([readUser(db, uid), broughtBackFor(db, uid, now, scenario)]);
  if (!user?.hasActivated) throw new HttpError(403, messages.notActivated);
  const opening = scenario?.opening ?? FREE_TALK_OPENING;
  const voice = await spoken(request, request.speechBudget ?? config().budgets.speechCharacters, opening.en);
  return { scenarioId, opening: opening.en, translation: opening.pt, ...voice, broughtBack };
}

function summaryOf(conversation: Conversation): ConversationSummary {
  const { sessionId, startedAt, scenarioId, replies, points, lastReplyAt, corrections, targetsUsed } =
    conversation;
  return {
    sessionId,
    startedAt: startedAt.toISOString(),
    scenarioId,
    minutes: sessionMinutes(startedAt, lastReplyAt, replies),
    points,
    replies,
    // Sessions kept before corrections were kept once may hold the same one twice.
    corrections: uniqueCorrections(corrections).map(({ said, better, explanation }) => ({
      said,
      better,
      explanation,
    })),
    targetsUsed,
  };
}

/** The learner's sessions begun in the last HISTORY_DAYS days, newest first. */
export async function listConversations(db: Firestore, uid: string, now: Date): Promise<ConversationHistory> {
  const sessions = await readRecentConversations(db, uid, historyStart(now));
  return { conversations: sessions.map(summaryOf) };
}

/** One of the learner's sessions whole; 404 when they have none of that id. */
export async function conversationDetail(
  db: Firestore,
  uid: string,
  sessionId: string,
): Promise<ConversationDetail> {
  const conversation = await readConversation(db, uid, sessionId);
  if (!conversation) throw new HttpError(404, messages.keptConversations.notFound);
  return {
    ...summaryOf(conversation),
    turns: conversation.transcript.map(({ role, text, translation }) =>
      role === 'tutor' ? { role, text, translation: translation ?? '' } : { role, text },
    ),
    broughtBack: conversation.broughtBack,
  };
}
