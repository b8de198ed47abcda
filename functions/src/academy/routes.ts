/**
 * The academy's screen (`/api/academy/**`: admins and teachers, checked in ./calls.ts) and what a
 * learner sees of their class (the "Minha turma" ranking). Answers are never cached.
 *
 * Serves (the contract's paths, ../shared/contract.ts; a project test keeps this list true):
 *   GET    /api/points/ranking/class
 *   GET    /api/academy/classes
 *   POST   /api/academy/classes
 *   GET    /api/academy/classes/:classId
 *   PATCH  /api/academy/classes/:classId
 *   GET    /api/academy/classes/:classId/learners.csv
 *   GET    /api/academy/classes/:classId/keys
 *   POST   /api/academy/classes/:classId/keys
 *   GET    /api/academy/classes/:classId/keys.csv
 *   POST   /api/academy/keys/:key/revoke
 *   GET    /api/academy/classes/:classId/learners/:learnerId
 *   POST   /api/academy/classes/:classId/learners/:learnerId/replace
 *   POST   /api/academy/classes/:classId/teachers
 *   DELETE /api/academy/classes/:classId/teachers/:teacherId
 *   GET    /api/academy/classes/:classId/link
 *   POST   /api/academy/classes/:classId/link
 *   DELETE /api/academy/classes/:classId/link
 */
import { type Request, type Response, Router } from 'express';
import { authenticateCurrent, requireCaller } from '../http/authenticate';
import { parseJsonBody } from '../http/validate';
import { accountByEmail, accountsByUid, firestore, setRoleClaim } from '../services/firebase-admin';
import {
  addTeacherRequestSchema,
  apiRoutes,
  createClassRequestSchema,
  mintKeysRequestSchema,
  openClassLinkRequestSchema,
  updateClassRequestSchema,
} from '../shared/contract';
import {
  type AcademyContext,
  addTeacherCall,
  classKeysCall,
  classLearnersCall,
  classLinkCall,
  classPageCall,
  classRankingCall,
  closeClassLinkCall,
  createClassCall,
  learnerPageCall,
  listClassesCall,
  mintKeysCall,
  openClassLinkCall,
  removeTeacherCall,
  replaceLearnerCall,
  revokeKeyCall,
  updateClassCall,
} from './calls';
import { csvFileName, keysCsv, learnersCsv, sendCsv } from './csv';

export const academyRouter = Router();

const auth = { accountsByUid, accountByEmail, setRoleClaim };

function contextOf(res: Response): AcademyContext {
  return { db: firestore(), auth, caller: requireCaller(res), now: new Date() };
}

/** A path parameter as given; the calls check it names something (else 404), after the role. */
const param = (req: Request, name: string): string => String(req.params[name] ?? '');

const noStore = (res: Response) => res.set('Cache-Control', 'private, no-store');

academyRouter.get(apiRoutes.classRanking, authenticateCurrent, async (_req, res) => {
  noStore(res).json(await classRankingCall(contextOf(res)));
});

academyRouter.get(apiRoutes.academyClasses, authenticateCurrent, async (_req, res) => {
  noStore(res).json(await listClassesCall(contextOf(res)));
});

academyRouter.post(apiRoutes.academyClasses, authenticateCurrent, async (req, res) => {
  const context = contextOf(res);
  const body = parseJsonBody(req, createClassRequestSchema);
  noStore(res)
    .status(201)
    .json(await createClassCall(context, body));
});

academyRouter.get(apiRoutes.academyClass, authenticateCurrent, async (req, res) => {
  noStore(res).json(await classPageCall(contextOf(res), param(req, 'classId')));
});

academyRouter.patch(apiRoutes.academyClass, authenticateCurrent, async (req, res) => {
  const context = contextOf(res);
  const change = parseJsonBody(req, updateClassRequestSchema);
  noStore(res).json(await updateClassCall(context, param(req, 'classId'), change));
});

academyRouter.get(apiRoutes.academyClassCsv, authenticateCurrent, async (req, res) => {
  const page = await classLearnersCall(contextOf(res), param(req, 'classId'));
  sendCsv(res, csvFileName(page.name, 'alunos'), learnersCsv(page.learners));
});

academyRouter.get(apiRoutes.academyKeys, authenticateCurrent, async (req, res) => {
  const { keys } = await classKeysCall(contextOf(res), param(req, 'classId'));
  noStore(res).json({ keys });
});

academyRouter.post(apiRoutes.academyKeys, authenticateCurrent, async (req, res) => {
  const context = contextOf(res);
  const { count } = parseJsonBody(req, mintKeysRequestSchema);
  noStore(res)
    .status(201)
    .json(await mintKeysCall(context, param(req, 'classId'), count));
});

academyRouter.get(apiRoutes.academyKeysCsv, authenticateCurrent, async (req, res) => {
  const { name, keys } = await classKeysCall(contextOf(res), param(req, 'classId'));
  sendCsv(res, csvFileName(name, 'chaves'), keysCsv(keys));
});

academyRouter.post(apiRoutes.academyRevokeKey, authenticateCurrent, async (req, res) => {
  noStore(res).json(await revokeKeyCall(contextOf(res), param(req, 'key')));
});

academyRouter.get(apiRoutes.academyLearner, authenticateCurrent, async (req, res) => {
  const context = contextOf(res);
  noStore(res).json(await learnerPageCall(context, param(req, 'classId'), param(req, 'learnerId')));
});

academyRouter.post(apiRoutes.academyReplaceLearner, authenticateCurrent, async (req, res) => {
  const context = contextOf(res);
  const body = await replaceLearnerCall(context, param(req, 'classId'), param(req, 'learnerId'));
  noStore(res).status(201).json(body);
});

academyRouter.post(apiRoutes.academyTeachers, authenticateCurrent, async (req, res) => {
  const context = contextOf(res);
  const { email } = parseJsonBody(req, addTeacherRequestSchema);
  noStore(res).json(await addTeacherCall(context, param(req, 'classId'), email));
});

academyRouter.delete(apiRoutes.academyTeacher, authenticateCurrent, async (req, res) => {
  const context = contextOf(res);
  noStore(res).json(await removeTeacherCall(context, param(req, 'classId'), param(req, 'teacherId')));
});

academyRouter.get(apiRoutes.academyClassLink, authenticateCurrent, async (req, res) => {
  noStore(res).json(await classLinkCall(contextOf(res), param(req, 'classId')));
});

academyRouter.post(apiRoutes.academyClassLink, authenticateCurrent, async (req, res) => {
  const context = contextOf(res);
  const { seats } = parseJsonBody(req, openClassLinkRequestSchema);
  noStore(res).json(await openClassLinkCall(context, param(req, 'classId'), seats));
});

academyRouter.delete(apiRoutes.academyClassLink, authenticateCurrent, async (req, res) => {
  noStore(res).json(await closeClassLinkCall(contextOf(res), param(req, 'classId')));
});
