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
 *   GET    /api/assignments
 */
import { type Request, type Response, Router } from 'express';
import type { AcademyContext } from '../academy/calls';
import { readUser } from '../data/users';
import { authenticateCurrent, requireCaller } from '../http/authenticate';
import { parseJsonBody } from '../http/validate';
import { accountByEmail, accountsByUid, firestore, setRoleClaim } from '../services/firebase-admin';
import { apiRoutes, saveAssignmentRequestSchema } from '../shared/contract';
import {
  classAssignmentsCall,
  createAssignmentCall,
  deleteAssignmentCall,
  updateAssignmentCall,
} from './assignment-calls';
import { learnerAssignments } from './learner-assignments';

export const syllabusRouter = Router();

// ---------------------------------------------------------------- assignments

const academyAuth = { accountsByUid, accountByEmail, setRoleClaim };

function academyContextOf(res: Response): AcademyContext {
  return { db: firestore(), auth: academyAuth, caller: requireCaller(res), now: new Date() };
}

/** A path parameter as given; the calls check it names something (else 404), after the role. */
const param = (req: Request, name: string): string => String(req.params[name] ?? '');

const noStore = (res: Response) => res.set('Cache-Control', 'private, no-store');

syllabusRouter.get(apiRoutes.academyAssignments, authenticateCurrent, async (req, res) => {
  noStore(res).json(await classAssignmentsCall(academyContextOf(res), param(req, 'classId')));
});

syllabusRouter.post(apiRoutes.academyAssignments, authenticateCurrent, async (req, res) => {
  const context = academyContextOf(res);
  const body = parseJsonBody(req, saveAssignmentRequestSchema);
  noStore(res)
    .status(201)
    .json(await createAssignmentCall(context, param(req, 'classId'), body));
});

syllabusRouter.put(apiRoutes.academyAssignment, authenticateCurrent, async (req, res) => {
  const context = academyContextOf(res);
  const body = parseJsonBody(req, saveAssignmentRequestSchema);
  noStore(res).json(
    await updateAssignmentCall(context, param(req, 'classId'), param(req, 'assignmentId'), body),
  );
});

syllabusRouter.delete(apiRoutes.academyAssignment, authenticateCurrent, async (req, res) => {
  const context = academyContextOf(res);
  noStore(res).json(await deleteAssignmentCall(context, param(req, 'classId'), param(req, 'assignmentId')));
});

syllabusRouter.get(apiRoutes.assignments, authenticateCurrent, async (_req, res) => {
  const { uid } = requireCaller(res);
  const db = firestore();
  const user = await readUser(db, uid);
  const assignments = await learnerAssignments(db, { uid, classId: user?.classId ?? null }, new Date());
  noStore(res).json({ assignments });
});
