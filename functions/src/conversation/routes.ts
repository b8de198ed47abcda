/**
 * The conversation with the tutor, and the learner's kept lessons.
 *
 * Serves (the contract's paths, ../shared/contract.ts; a project test keeps this list true):
 *   POST   /api/conversar
 *   GET    /api/conversations/opening
 *   GET    /api/conversations
 *   GET    /api/conversations/:sessionId
 */
import { Router } from 'express';
import { scenarioById } from '../content/scenarios';
import { appCheckCostly } from '../http/app-check';
import { authenticateCurrent, requireCaller } from '../http/authenticate';
import { HttpError } from '../http/http-error';
import { parseJsonBody, parseWith } from '../http/validate';
import { messages } from '../messages';
import { firestore } from '../services/firebase-admin';
import { tutor } from '../services/tutor/create';
import {
  apiRoutes,
  conversationDetailParamsSchema,
  conversationOpeningQuerySchema,
  conversationRequestSchema,
} from '../shared/contract';
import { conversationDetail, listConversations, openConversation } from './kept-lessons';
import { speakReply } from './speak-reply';
import { takeTurn } from './take-turn';

export const conversationRouter = Router();

/** A scenario id of the contract's shape must name a scenario: else 400, as a bad field would. */
function knownScenario(id: string | null | undefined): void {
  if (id != null && !scenarioById(id)) throw new HttpError(400, messages.keptConversations.unknownScenario);
}

/** One turn of the conversation (./take-turn.ts): its points are credited by the server, never the client. */
conversationRouter.post(apiRoutes.conversation, appCheckCostly, authenticateCurrent, async (req, res) => {
  const caller = requireCaller(res);
  const { prompt, sessionId, scenarioId } = parseJsonBody(req, conversationRequestSchema);
  knownScenario(scenarioId);
  const body = await takeTurn({
    db: firestore(),
    tutor,
    speak: speakReply,
    uid: caller.uid,
    prompt,
    sessionId,
    scenarioId,
    now: new Date(),
  });
  res.set('Cache-Control', 'private, no-store').json(body);
});

// The kept lessons (./kept-lessons.ts). The opening is registered before `:sessionId`, which
// would otherwise take "opening" for an id.

/** The tutor's first line, spoken (metered as a reply's speech), and a correction brought back. */
conversationRouter.get(
  apiRoutes.conversationOpening,
  appCheckCostly,
  authenticateCurrent,
  async (req, res) => {
    const caller = requireCaller(res);
    const { scenarioId } = parseWith(conversationOpeningQuerySchema, { scenarioId: req.query.scenarioId });
    knownScenario(scenarioId);
    const body = await openConversation({
      db: firestore(),
      speak: speakReply,
      uid: caller.uid,
      scenarioId: scenarioId ?? null,
      now: new Date(),
    });
    res.set('Cache-Control', 'private, no-store').json(body);
  },
);

/** "Conversas anteriores": the caller's sessions of the last HISTORY_DAYS days, newest first. */
conversationRouter.get(apiRoutes.conversations, authenticateCurrent, async (_req, res) => {
  const caller = requireCaller(res);
  const body = await listConversations(firestore(), caller.uid, new Date());
  res.set('Cache-Control', 'private, no-store').json(body);
});

/** One of the caller's sessions whole; another learner's or an unknown id: 404. */
conversationRouter.get(apiRoutes.conversationDetail, authenticateCurrent, async (req, res) => {
  const caller = requireCaller(res);
  const { sessionId } = parseWith(conversationDetailParamsSchema, { sessionId: req.params.sessionId });
  const body = await conversationDetail(firestore(), caller.uid, sessionId);
  res.set('Cache-Control', 'private, no-store').json(body);
});
