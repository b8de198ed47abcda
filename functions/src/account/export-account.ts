/**
 * GET /api/users/me/export: everything kept about the learner, found through the collections
 * registry (../data/collections.ts), as one JSON document a person can read: dates as ISO
 * strings, each collection with what it holds and how long it is kept (in Portuguese).
 */

import type { Firestore } from 'firebase-admin/firestore';
import { type DocumentData, Timestamp } from 'firebase-admin/firestore';
import { academyDay } from '../data/calendar';
import type { CollectionSpec } from '../data/collections';
import { type LearnerCollection, readLearnerRecords } from '../data/learner-records';
import { readPointsByDay } from '../data/points-ledger';
import { messages } from '../messages';
import {
  type AccountExport,
  type ExportedCollection,
  type ExportedDocument,
  type ExportedValue,
  exportFileName,
} from '../shared/contract';
import { shownName } from '../shared/name-rules';
import { RETENTION_DAYS } from '../shared/rules';

/** A stored value as a person reads it: dates as ISO 8601 (UTC), bytes as their size. */
export function exportedValue(value: unknown): ExportedValue {
  if (value === null || value === undefined) return null;
  if (value instanceof Timestamp) return value.toDate().toISOString();
  if (value instanceof Date) return value.toISOString();
  if (value instanceof Uint8Array) return { bytes: value.length };
  if (Array.isArray(value)) return value.map(exportedValue);
  if (typeof value === 'object') {
    return Object.fromEntries(Object.entries(value).map(([key, each]) => [key, exportedValue(each)]));
  }
  if (typeof value === 'string' || typeof value === 'number' || typeof value === 'boolean') return value;
  return String(value);
}

const fieldsOf = (data: DocumentData | null) => exportedValue(data ?? {}) as ExportedDocument['fields'];

function keptFor(spec: CollectionSpec): string {
  if (spec.learner.kind === 'unlink') return messages.dataExport.keptUnlinked;
  return 'ttlDays' in spec.retention
    ? messages.dataExport.keptForDays(RETENTION_DAYS[spec.retention.ttlDays])
    : messages.dataExport.keptWithAccount;
}

function exportedCollection({ spec, docs }: LearnerCollection): ExportedCollection {
  return {
    collection: spec.name,
    about: messages.dataExport.collections[spec.name] ?? spec.holds,
    keptFor: keptFor(spec),
    documents: docs.map(({ ref, data, subcollections }) => {
      const subs = subcollections.filter((sub) => sub.docs.length > 0);
      return {
        id: ref.id,
        fields: fieldsOf(data),
        ...(subs.length
          ? {
              subcollections: Object.fromEntries(
                subs.map((sub) => [
                  sub.name,
                  sub.docs.map((doc) => ({ id: doc.ref.id, fields: fieldsOf(doc.data) })),
                ]),
              ),
            }
          : {}),
      };
    }),
  };
}

const text = (value: unknown): string | null => (typeof value === 'string' ? value : null);
const count = (value: unknown): number => (typeof value === 'number' ? value : 0);
const iso = (value: unknown): string | null => {
  const exported = exportedValue(value);
  return typeof exported === 'string' ? exported : null;
};

/** `confirmedEmail`: the caller's e-mail if their token says it is confirmed (else null). */
export async function exportAccount(
  db: Firestore,
  uid: string,
  now: Date,
  confirmedEmail: string | null = null,
): Promise<AccountExport> {
  const [records, days] = await Promise.all([
    readLearnerRecords(db, uid, confirmedEmail),
    readPointsByDay(db, uid),
  ]);
  const user = records.find(({ spec }) => spec.name === 'users')?.docs[0]?.data ?? {};
  const consent = user.consent as DocumentData | undefined;
  return {
    about: messages.dataExport.about,
    exportedAt: now.toISOString(),
    account: {
      uid,
      email: text(user.email),
      name: shownName(user.name, uid),
      showOnRanking: user.showOnRanking !== false,
      createdAt: iso(user.createdAt),
      hasActivated: user.hasActivated === true,
      activatedAt: iso(user.activatedAt),
      activationKey: text(user.activationKey),
      pointsWriting: count(user.pointsWriting),
      pointsSpeaking: count(user.pointsSpeaking),
      totalPoints: count(user.totalPoints),
      consent: consent
        ? {
            noticeVersion: String(consent.noticeVersion),
            acceptedAt: iso(consent.acceptedAt),
            adult: consent.adult === true,
            guardianConsent: consent.guardianConsent === true,
          }
        : null,
    },
    pointsByDay: Object.entries(days)
      .sort(([a], [b]) => a.localeCompare(b))
      .map(([day, points]) => ({ day, points })),
    collections: records.map(exportedCollection),
  };
}

/** The file's name: the São Paulo day it was made. */
export function exportFileNameOn(now: Date): string {
  return exportFileName(academyDay(now));
}
