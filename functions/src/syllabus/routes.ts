/**
 * The academy's own syllabus: its phrase lists (`/api/academy/lists/**`), beside the built-in pool,
 * and its assignments (staff calls under a class, and the learner's own).
 *
 * Serves (the contract's paths, ../shared/contract.ts; a project test keeps this list true):
 *   GET    /api/academy/lists
 *   POST   /api/academy/lists
 *   GET    /api/academy/lists/:listId
 *   PUT    /api/academy/lists/:listId
 *   DELETE /api/academy/lists/:listId
 *   GET    /api/academy/classes/:classId/assignments
 *   POST   /api/academy/classes/:classId/assignments
 *   PUT    /api/academy/classes/:classId/assignments/:assignmentId
 *   DELETE /api/academy/classes/:classId/assignments/:assignmentId
 *   GET    /api/academy/classes/:classId/assignments/:assignmentId/results
 *   GET    /api/academy/classes/:classId/assignments/:assignmentId/results.csv
 *   GET    /api/assignments
 */
import { type Request, type Response, Router } from 'express';
import { csvFileName, sendCsv } from '../academy/csv';
import { authenticateCurrent, requireCaller } from '../http/authenticate';
import { parseJsonBody } from '../http/validate';
import { firestore } from '../services/firebase-admin';
import { apiRoutes, saveAssignmentRequestSchema, saveListRequestSchema } from '../shared/contract';
import {
  classAssignmentsCall,
  createAssignmentCall,
  deleteAssignmentCall,
  updateAssignmentCall,
} from './assignment-calls';
import { assignmentResultsCall, resultsCsv } from './assignment-results';
import {
  createListCall,
  deleteListCall,
  type ListsContext,
  listListsCall,
  readListCall,
  replaceListCall,
  type SaveOutcome,
} from './calls';
import { learnerAssignmentsCall } from './learner-assignments';

export const syllabusRouter = Router();

function contextOf(res: Response): ListsContext {
  return { db: firestore(), caller: requireCaller(res), now: new Date() };
}

/** A path parameter as given; the calls check it names something (else 404), after the role. */
const param = (req: Request, name: string): string => String(req.params[name] ?? '');

const noStore = (res: Response) => res.set('Cache-Control', 'private, no-store');

/** A saved list with `status`; a refused one with 422 and every line refused. */
function sendSaved(res: Response, outcome: SaveOutcome, status: number): void {
  if ('refused' in outcome) noStore(res).status(422).json(outcome.refused);
  else noStore(res).status(status).json(outcome.saved);
}

syllabusRouter.get(apiRoutes.academyLists, authenticateCurrent, async (_req, res) => {
  noStore(res).json(await listListsCall(contextOf(res)));
});

syllabusRouter.post(apiRoutes.academyLists, authenticateCurrent, async (req, res) => {
  const context = contextOf(res);
  const body = parseJsonBody(req, saveListRequestSchema);
  sendSaved(res, await createListCall(context, body), 201);
});

syllabusRouter.get(apiRoutes.academyList, authenticateCurrent, async (req, res) => {
  noStore(res).json(await readListCall(contextOf(res), param(req, 'listId')));
});

syllabusRouter.put(apiRoutes.academyList, authenticateCurrent, async (req, res) => {
  const context = contextOf(res);
  const body = parseJsonBody(req, saveListRequestSchema);
  sendSaved(res, await replaceListCall(context, param(req, 'listId'), body), 200);
});

syllabusRouter.delete(apiRoutes.academyList, authenticateCurrent, async (req, res) => {
  noStore(res).json(await deleteListCall(contextOf(res), param(req, 'listId')));
});

// ---------------------------------------------------------------- assignments

syllabusRouter.get(apiRoutes.academyAssignments, authenticateCurrent, async (req, res) => {
  noStore(res).json(await classAssignmentsCall(contextOf(res), param(req, 'classId')));
});

syllabusRouter.post(apiRoutes.academyAssignments, authenticateCurrent, async (req, res) => {
  const context = contextOf(res);
  const body = parseJsonBody(req, saveAssignmentRequestSchema);
  noStore(res)
    .status(201)
    .json(await createAssignmentCall(context, param(req, 'classId'), body));
});

syllabusRouter.put(apiRoutes.academyAssignment, authenticateCurrent, async (req, res) => {
  const context = contextOf(res);
  const body = parseJsonBody(req, saveAssignmentRequestSchema);
  noStore(res).json(
    await updateAssignmentCall(context, param(req, 'classId'), param(req, 'assignmentId'), body),
  );
});

syllabusRouter.delete(apiRoutes.academyAssignment, authenticateCurrent, async (req, res) => {
  const context = contextOf(res);
  noStore(res).json(await deleteAssignmentCall(context, param(req, 'classId'), param(req, 'assignmentId')));
});

syllabusRouter.get(apiRoutes.academyAssignmentResults, authenticateCurrent, async (req, res) => {
  const context = contextOf(res);
  noStore(res).json(await assignmentResultsCall(context, param(req, 'classId'), param(req, 'assignmentId')));
});

syllabusRouter.get(apiRoutes.academyAssignmentResultsCsv, authenticateCurrent, async (req, res) => {
  const results = await assignmentResultsCall(
    contextOf(res),
    param(req, 'classId'),
    param(req, 'assignmentId'),
  );
  sendCsv(res, csvFileName(results.className, 'tarefa'), resultsCsv(results));
});

syllabusRouter.get(apiRoutes.assignments, authenticateCurrent, async (_req, res) => {
  const { uid } = requireCaller(res);
  noStore(res).json(await learnerAssignmentsCall(firestore(), uid, new Date()));
});
