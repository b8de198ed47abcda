/**
 * The API: the component that serves each call of the contract, and its router. A component is
 * a folder that owns its routes (routes.ts), what each call does, and its Firestore store.
 */
import type { Express, Router } from 'express';
import { academyRouter } from './academy/routes';
import { accountRouter } from './account/routes';
import { activationRouter } from './activation/routes';
import { conversationRouter } from './conversation/routes';
import { createApp } from './http/express-app';
import { practiceRouter } from './practice/routes';
import { rankingRouter } from './ranking/routes';
import type { ApiRoute } from './shared/contract';
import { speechRouter } from './speech/routes';
import { syllabusRouter } from './syllabus/routes';

/** Each component's one router, in mounting order. */
export const componentRouters = {
  account: accountRouter,
  activation: activationRouter,
  practice: practiceRouter,
  ranking: rankingRouter,
  conversation: conversationRouter,
  speech: speechRouter,
  academy: academyRouter,
  syllabus: syllabusRouter,
} satisfies Record<string, Router>;

export type Component = keyof typeof componentRouters;

/** Where each call lives: `<component>/routes.ts` (the health check is http/express-app.ts's). */
export const servedBy: Record<Exclude<ApiRoute, 'health'>, Component> = {
  createUser: 'account',
  me: 'account',
  exportMe: 'account',
  progress: 'account',
  userPoints: 'account',
  validateKey: 'activation',
  classLink: 'activation',
  joinClass: 'activation',
  startPractice: 'practice',
  generateAudio: 'practice',
  checkAudioLimit: 'practice',
  incrementAudioCount: 'practice',
  updateWritingPoints: 'practice',
  updateWritingPointsLegacy: 'practice',
  updateSpeakingPoints: 'practice',
  ranking: 'ranking',
  weeklyRanking: 'ranking',
  conversation: 'conversation',
  conversationOpening: 'conversation',
  conversations: 'conversation',
  conversationDetail: 'conversation',
  wordAudio: 'practice',
  recognizeSpeech: 'speech',
  classRanking: 'academy',
  academyClasses: 'academy',
  academyClass: 'academy',
  academyClassCsv: 'academy',
  academyKeys: 'academy',
  academyKeysCsv: 'academy',
  academyRevokeKey: 'academy',
  academyReplaceLearner: 'academy',
  academyLearner: 'academy',
  academyTeachers: 'academy',
  academyTeacher: 'academy',
  academyClassLink: 'academy',
  academyLists: 'syllabus',
  academyList: 'syllabus',
  academyAssignments: 'syllabus',
  academyAssignment: 'syllabus',
  academyAssignmentResults: 'syllabus',
  academyAssignmentResultsCsv: 'syllabus',
  assignments: 'syllabus',
};

/** The whole API: the HTTP backbone with every component's routes. */
export function createApi(): Express {
  return createApp(Object.values(componentRouters));
}
