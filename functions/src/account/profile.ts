/**
 * The learner's profile (POST /api/users/create-user, GET /api/users/me): their record, created
 * with zero points and no activation when it does not exist yet, never reset when it does. Every
 * name that enters goes through the name rule (shared/name-rules.ts).
 */
import type { Firestore } from 'firebase-admin/firestore';
import { readClassName } from '../data/classes';
import { type ConsentRecord, ensureUser } from '../data/users';
import type { Caller } from '../http/authenticate';
import { HttpError } from '../http/http-error';
import { messages } from '../messages';
import type { AcademyRole, SignUpConsent, UserProfile } from '../shared/contract';
import { cleanName, hasOwnName, shownName } from '../shared/name-rules';

export interface ProfileRequest {
  db: Firestore;
  caller: Caller;
  /** The name the learner typed at sign-up, raw; absent on GET /me. */
  typedName?: string | null;
  consent?: SignUpConsent;
  now: Date;
  /** The caller's academy role now (GET /me asks Firebase Auth, beside the record's reads). */
  role: Promise<AcademyRole | null> | AcademyRole | null;
}

/** A typed name through the rule (400 when it is not a name), or the account's own when none. */
function nameFor(caller: Caller, typedName: string | null | undefined): string {
  if (!typedName) return caller.defaultName;
  // Older web clients send a Google account's own full name as if typed: it gets the short form.
  if (caller.signInProvider === 'google.com' && typedName === caller.name) return caller.defaultName;
  const name = cleanName(typedName);
  if (name === null) throw new HttpError(400, messages.account.invalidName);
  return name;
}

/** The consent as recorded, or a 400 for a learner under 18 without a guardian's agreement. */
function consentRecord(consent: SignUpConsent, now: Date): ConsentRecord {
  if (!consent.adult && consent.guardianConsent !== true) {
    throw new HttpError(400, messages.account.guardianRequired);
  }
  return {
    noticeVersion: consent.noticeVersion,
    acceptedAt: now,
    adult: consent.adult,
    guardianConsent: !consent.adult,
  };
}

export async function ensureProfile({
  db,
  caller,
  typedName,
  consent,
  now,
  role,
}: ProfileRequest): Promise<UserProfile> {
  const user = await ensureUser(db, caller.uid, {
    name: nameFor(caller, typedName),
    // The token's, signed by Firebase; none when the account has none (a guest, a phone).
    email: caller.email,
    consent: consent && consentRecord(consent, now),
    stillCurrent: caller.stillCurrent,
  });
  if (!user) throw new HttpError(401, messages.invalidToken);
  return {
    uid: caller.uid,
    name: shownName(user.name, caller.uid),
    hasOwnName: hasOwnName(user.name),
    email: user.email ?? caller.email ?? '',
    photoURL: caller.photoURL,
    hasActivated: user.hasActivated,
    showOnRanking: user.showOnRanking,
    privacyNoticeVersion: user.privacyNoticeVersion,
    pointsWriting: user.pointsWriting,
    pointsSpeaking: user.pointsSpeaking,
    totalPoints: user.totalPoints,
    // One more read, only for a learner in a class.
    className: await readClassName(db, user.classId),
    role: await role,
  };
}
