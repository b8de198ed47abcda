/**
 * Who may use a class on the academy's screen (./access-rules.ts, from the verified token's roles
 * and the class's teachers), for the academy's calls and the syllabus's (a class's assignments).
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { Caller } from '../http/authenticate';
import { HttpError } from '../http/http-error';
import { messages } from '../messages';
import type { AccountInfo } from '../services/firebase-admin';
import { type Access, classRefusal, staffRefusal } from './access-rules';
import { readClass, type StoredClass } from './class-store';

/** The Firebase Auth calls the academy needs (services/firebase-admin.ts). */
export interface AcademyAuth {
  accountsByUid(uids: readonly string[]): Promise<AccountInfo[]>;
  accountByEmail(email: string): Promise<AccountInfo | null>;
  setRoleClaim(uid: string, role: 'teacher', on: boolean): Promise<void>;
}

export interface AcademyContext {
  db: Firestore;
  auth: AcademyAuth;
  caller: Caller;
  now: Date;
}

export function refuse(refusal: 'notStaff' | 'adminOnly' | 'notYourClass' | null): void {
  if (refusal) throw new HttpError(403, messages.academy[refusal]);
}

/** The class, once the caller may use it for `access`: else 403, or 404 for no such class. */
export async function classFor(
  { db, caller }: Pick<AcademyContext, 'db' | 'caller'>,
  classId: string,
  access: Access,
): Promise<StoredClass> {
  refuse(staffRefusal(caller.roles, access));
  const found = await readClass(db, classId);
  if (!found) throw new HttpError(404, messages.academy.unknownClass);
  refuse(classRefusal(caller.roles, caller.uid, found.teacherUids));
  return found;
}
