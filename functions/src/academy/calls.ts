/**
 * What each academy call decides, apart from HTTP: who may (./access-rules.ts, from the verified
 * token's roles and the class's teachers), then the stores. Firebase Auth is passed in (teachers
 * are found and given their role there).
 */
import {
  type ListedKey,
  listClassKeys,
  mintKeys,
  replaceLearner,
  revokeKey,
} from '../activation/class-key-store';
import { closeLink, openLink, readClassLink, type StoredLink } from '../activation/class-link-store';
import { isKeyFormat } from '../activation/key-rules';
import { academyWeek } from '../data/calendar';
import { readClassName } from '../data/classes';
import { DELETED_ACCOUNT } from '../data/collections';
import { readNames } from '../data/users';
import { HttpError } from '../http/http-error';
import { messages } from '../messages';
import type {
  ClassKey,
  ClassKeys,
  ClassLink,
  ClassLinkAnswer,
  ClassList,
  ClassPage,
  ClassRanking,
  ClassSummary,
  LearnerPage,
  MintKeysResponse,
  ReplaceLearnerResponse,
  RevokeKeyResponse,
} from '../shared/contract';
import { normalizeKey } from '../shared/key-format';
import { hasOwnName, shownName } from '../shared/name-rules';
import { staffRefusal } from './access-rules';
import { type AcademyContext, classFor, refuse } from './class-access';
import { readClassLearners } from './class-page-store';
import { readClassRanking, readLearnerClass } from './class-ranking-store';
import {
  addClassTeacher,
  type ClassChange,
  createClass,
  listClasses,
  readClass,
  removeClassTeacher,
  type StoredClass,
  updateClass,
} from './class-store';
import { inviteAddress, invitedByClass, saveInvite, withdrawInvite } from './invite-store';
import { readLearnerPage } from './learner-page-store';

export type { AcademyAuth, AcademyContext } from './class-access';

/** A Firebase uid: anything else names no learner (and no other document path). */
const UID = /^[A-Za-z0-9_-]{1,128}$/;

/**
 * A teacher's name as they keep it on their profile (their record's, its only copy); the
 * account's own before they first open the app; null (the screen shows the e-mail) for one who
 * chose none.
 */
function teacherName(uid: string, recorded: string | undefined, account: string | null | undefined) {
  if (recorded === undefined) return account || null;
  return hasOwnName(recorded) ? shownName(recorded, uid) : null;
}

async function summariesOf(
  { db, auth }: Pick<AcademyContext, 'db' | 'auth'>,
  classes: readonly StoredClass[],
): Promise<ClassSummary[]> {
  const uids = [...new Set(classes.flatMap((each) => each.teacherUids))];
  const [found, names, invited] = await Promise.all([
    uids.length ? auth.accountsByUid(uids) : [],
    readNames(db, uids),
    invitedByClass(
      db,
      classes.map((each) => each.id),
    ),
  ]);
  const accounts = new Map(found.map((each) => [each.uid, each]));
  return classes.map((each) => ({
    id: each.id,
    name: each.name,
    endDate: each.endDate,
    archived: each.archived,
    learners: each.learners,
    keys: { free: each.keysFree, used: each.keysUsed, revoked: each.keysRevoked },
    dailyAudios: each.dailyAudios,
    teachers: each.teacherUids.map((uid) => ({
      uid,
      email: accounts.get(uid)?.email ?? null,
      name: teacherName(uid, names.get(uid), accounts.get(uid)?.name),
    })),
    invited: invited.get(each.id) ?? [],
  }));
}

const summaryOf = async (context: Pick<AcademyContext, 'db' | 'auth'>, stored: StoredClass) =>
  (await summariesOf(context, [stored]))[0] as ClassSummary;

export async function listClassesCall(context: AcademyContext): Promise<ClassList> {
  const { db, caller } = context;
  refuse(staffRefusal(caller.roles, 'read'));
  const classes = await listClasses(db, caller.roles.admin ? null : caller.uid);
  classes.sort(
    (a, b) =>
      Number(a.archived) - Number(b.archived) ||
      a.name.localeCompare(b.name, 'pt-BR') ||
      a.id.localeCompare(b.id),
  );
  return { classes: await summariesOf(context, classes), canManage: caller.roles.admin };
}

export async function createClassCall(
  context: AcademyContext,
  body: { name: string; endDate?: string | null },
): Promise<ClassSummary> {
  refuse(staffRefusal(context.caller.roles, 'manage'));
  const outcome = await createClass(context.db, {
    name: body.name,
    endDate: body.endDate ?? null,
    now: context.now,
  });
  if ('invalid' in outcome) throw new HttpError(400, messages.academy.invalidClassName);
  if ('taken' in outcome) throw new HttpError(409, messages.academy.nameTaken);
  return summaryOf(context, outcome.created);
}

export async function updateClassCall(
  context: AcademyContext,
  classId: string,
  change: ClassChange,
): Promise<ClassSummary> {
  await classFor(context, classId, 'manage');
  const outcome = await updateClass(context.db, classId, change);
  if ('invalid' in outcome) throw new HttpError(400, messages.academy.invalidClassName);
  if ('taken' in outcome) throw new HttpError(409, messages.academy.nameTaken);
  if ('unknown' in outcome) throw new HttpError(404, messages.academy.unknownClass);
  return summaryOf(context, outcome.updated);
}

export async function classPageCall(context: AcademyContext, classId: string): Promise<ClassPage> {
  const found = await classFor(context, classId, 'read');
  const [summary, learners] = await Promise.all([
    summaryOf(context, found),
    readClassLearners(context.db, classId, context.now),
  ]);
  return { class: summary, ...learners };
}

/** One learner of the class, drilled down: 404 for a learner not in it (./learner-page-store.ts). */
export async function learnerPageCall(
  context: AcademyContext,
  classId: string,
  learnerId: string,
): Promise<LearnerPage> {
  const found = await classFor(context, classId, 'read');
  const page = UID.test(learnerId)
    ? await readLearnerPage(context.db, { classId, className: found.name, uid: learnerId }, context.now)
    : null;
  if (!page) throw new HttpError(404, messages.academy.unknownLearner);
  return page;
}

/** The class (for the CSV's file name) and its page. */
export async function classLearnersCall(context: AcademyContext, classId: string) {
  const found = await classFor(context, classId, 'read');
  return { name: found.name, ...(await readClassLearners(context.db, classId, context.now)) };
}

const iso = (date: Date | null) => date?.toISOString() ?? null;

function classKeyOf(listed: ListedKey): ClassKey {
  const deleted =
    listed.redeemedBy === DELETED_ACCOUNT || (listed.redeemedBy !== null && listed.usedByName === null);
  return {
    key: listed.key,
    state: listed.state,
    createdAt: iso(listed.createdAt),
    usedBy: listed.redeemedBy ? (deleted ? messages.academy.deletedAccount : listed.usedByName) : null,
    usedAt: iso(listed.redeemedAt),
    revokedAt: iso(listed.revokedAt),
  };
}

export async function classKeysCall(
  context: AcademyContext,
  classId: string,
): Promise<ClassKeys & { name: string }> {
  const found = await classFor(context, classId, 'read');
  return { name: found.name, keys: (await listClassKeys(context.db, classId)).map(classKeyOf) };
}

export async function mintKeysCall(
  context: AcademyContext,
  classId: string,
  count: number,
): Promise<MintKeysResponse> {
  const found = await classFor(context, classId, 'manage');
  return { keys: await mintKeys(context.db, { classId, className: found.name, count, now: context.now }) };
}

export async function revokeKeyCall(context: AcademyContext, typedKey: string): Promise<RevokeKeyResponse> {
  refuse(staffRefusal(context.caller.roles, 'manage'));
  // As typed or shown (XXXXX-XXXXX-...); no key the academy issues looks otherwise.
  const key = normalizeKey(typedKey);
  if (!isKeyFormat(key)) throw new HttpError(404, messages.academy.unknownKey);
  const outcome = await revokeKey(context.db, key, context.now);
  if (outcome === 'unknown') throw new HttpError(404, messages.academy.unknownKey);
  if (outcome === 'used') throw new HttpError(409, messages.academy.keyUsed);
  return { key, state: 'revoked' };
}

export async function replaceLearnerCall(
  context: AcademyContext,
  classId: string,
  learnerId: string,
): Promise<ReplaceLearnerResponse> {
  const found = await classFor(context, classId, 'manage');
  if (!UID.test(learnerId)) throw new HttpError(404, messages.academy.unknownLearner);
  const outcome = await replaceLearner(context.db, {
    classId,
    className: found.name,
    uid: learnerId,
    now: context.now,
  });
  if ('unknown' in outcome) throw new HttpError(404, messages.academy.unknownLearner);
  return outcome;
}

function classLinkOf(link: StoredLink | null): ClassLinkAnswer {
  if (!link) return { link: null };
  const shown: ClassLink = {
    token: link.token,
    seats: link.seats,
    seatsTaken: link.seatsTaken,
    open: link.open,
    openedAt: link.openedAt.toISOString(),
    closedAt: iso(link.closedAt),
  };
  return { link: shown };
}

/** The class's latest link: admins and the class's teachers (they hand it out in class). */
export async function classLinkCall(context: AcademyContext, classId: string): Promise<ClassLinkAnswer> {
  await classFor(context, classId, 'read');
  return classLinkOf(await readClassLink(context.db, classId));
}

/** Opens the class's link with `seats`, or sets the open one's seats: admins only. */
export async function openClassLinkCall(
  context: AcademyContext,
  classId: string,
  seats: number,
): Promise<ClassLinkAnswer> {
  await classFor(context, classId, 'manage');
  const outcome = await openLink(context.db, { classId, seats, now: context.now });
  if ('unknown' in outcome) throw new HttpError(404, messages.academy.unknownClass);
  if ('tooFew' in outcome) throw new HttpError(409, messages.academy.linkTooFewSeats(outcome.tooFew));
  return classLinkOf(outcome.link);
}

export async function closeClassLinkCall(context: AcademyContext, classId: string): Promise<ClassLinkAnswer> {
  await classFor(context, classId, 'manage');
  const closed = await closeLink(context.db, classId, context.now);
  if (!closed) throw new HttpError(404, messages.academy.noOpenLink);
  return classLinkOf(closed);
}

/**
 * The account holding `email` becomes a teacher of the class if Firebase Auth holds the address as
 * confirmed; otherwise (no account yet, or one that has not confirmed it, maybe not its owner's)
 * the class keeps an invite, which applies when the invitee reads their account with the address
 * confirmed (./teacher-invites.ts). The answer's `invited` lists it meanwhile.
 */
export async function addTeacherCall(
  context: AcademyContext,
  classId: string,
  email: string,
): Promise<ClassSummary> {
  await classFor(context, classId, 'manage');
  const address = inviteAddress(email);
  const account = await context.auth.accountByEmail(address);
  if (account?.emailVerified) {
    // The role first: a teacher listed in a class without it sees nothing, never the reverse.
    await context.auth.setRoleClaim(account.uid, 'teacher', true);
    if (!(await addClassTeacher(context.db, classId, account.uid))) {
      throw new HttpError(404, messages.academy.unknownClass);
    }
    // An invite from before the address was confirmed is done with.
    await withdrawInvite(context.db, classId, address);
  } else {
    await saveInvite(context.db, classId, address, context.now);
  }
  return summaryOf(context, (await readClass(context.db, classId)) as StoredClass);
}

/**
 * Takes a teacher (`teacherId`: their uid) off the class, and the role off their last class; or
 * withdraws the invite to an address still unconfirmed (`teacherId`: that address; no uid has an @).
 */
export async function removeTeacherCall(
  context: AcademyContext,
  classId: string,
  teacherId: string,
): Promise<ClassSummary> {
  const found = await classFor(context, classId, 'manage');
  if (teacherId.includes('@')) {
    if (!(await withdrawInvite(context.db, classId, teacherId))) {
      throw new HttpError(404, messages.academy.unknownTeacher);
    }
  } else {
    if (!found.teacherUids.includes(teacherId)) throw new HttpError(404, messages.academy.unknownTeacher);
    const teachesOthers = await removeClassTeacher(context.db, classId, teacherId);
    if (!teachesOthers) await context.auth.setRoleClaim(teacherId, 'teacher', false);
  }
  return summaryOf(context, (await readClass(context.db, classId)) as StoredClass);
}

/** GET /api/points/ranking/class: any signed-in learner; a learner in no class gets empty lists. */
export async function classRankingCall({ db, caller, now }: AcademyContext): Promise<ClassRanking> {
  const week = academyWeek(now);
  const classId = await readLearnerClass(db, caller.uid);
  const className = await readClassName(db, classId);
  if (!classId || !className)
    return { className: null, entries: [], weekly: { weekStart: week, entries: [] } };
  return { className, ...(await readClassRanking(db, classId, week)) };
}
