/**
 * The learner's own account, beside ./payloads.ts: rename and leave or rejoin the ranking
 * (PATCH /api/users/me), take their data (GET /api/users/me/export), delete the account
 * (DELETE /api/users/me). The Portuguese 4xx sentences of each call are in docs/api.md.
 */
import * as v from 'valibot';
import { MAX_RAW_NAME_CHARACTERS } from './rules';

/**
 * PATCH /api/users/me: at least one of the two. `name` is raw: the name rule (./name-rules.ts)
 * cleans it and refuses it with a Portuguese 400 when it is not a name; the answer carries the
 * name as stored. `showOnRanking: false` takes the learner off both rankings at their next read,
 * `true` brings them back with all their points.
 */
/** A PATCH that changes nothing is refused (400): it is a client's mistake. */
export function changesSomething(body: { name?: string; showOnRanking?: boolean }): boolean {
  return body.name !== undefined || body.showOnRanking !== undefined;
}

export const updateMeRequestSchema = v.pipe(
  v.object({
    name: v.optional(v.pipe(v.string(), v.maxLength(MAX_RAW_NAME_CHARACTERS))),
    showOnRanking: v.optional(v.boolean()),
  }),
  v.check(changesSomething),
);
export type UpdateMeRequest = v.InferInput<typeof updateMeRequestSchema>;

/** `name` as everyone sees it (name-rules.ts `shownName`); `hasOwnName` as on GET /api/users/me. */
export const updateMeResponseSchema = v.object({
  name: v.string(),
  hasOwnName: v.optional(v.boolean(), true),
  showOnRanking: v.boolean(),
});
export type UpdateMeResponse = v.InferOutput<typeof updateMeResponseSchema>;

/**
 * DELETE /api/users/me (no body): needs a sign-in within RECENT_SIGN_IN_SECONDS, else 401 asking
 * to sign in again. 200 once the account and every document about the learner are gone; sent
 * again after a failure it finishes what was left.
 */
export const deleteMeResponseSchema = v.object({ deleted: v.literal(true) });
export type DeleteMeResponse = v.InferOutput<typeof deleteMeResponseSchema>;

/** A stored value as the export writes it: dates as ISO 8601 strings (UTC), bytes as their size. */
export type ExportedValue =
  | string
  | number
  | boolean
  | null
  | ExportedValue[]
  | { [field: string]: ExportedValue };

/** One stored document, with the documents stored under it (its logs). */
export interface ExportedDocument {
  /** Its id: most start with the learner's uid, the week or the day. */
  id: string;
  fields: { [field: string]: ExportedValue };
  /** Its subcollections by name (e.g. `saveLog`), each a list of documents; absent when none. */
  subcollections?: { [name: string]: ExportedDocument[] };
}

/** Every document of one collection that is about the learner. */
export interface ExportedCollection {
  /** The Firestore collection, e.g. `practices`. */
  collection: string;
  /** What it holds, in Portuguese. */
  about: string;
  /** How long it is kept, in Portuguese (e.g. "35 dias após a última atividade"). */
  keptFor: string;
  documents: ExportedDocument[];
}

/**
 * GET /api/users/me/export: everything kept about the learner, as a JSON file to download
 * (`Content-Disposition: attachment`). Meant to be read by a person: dates are ISO strings, each
 * collection says what it is and how long it is kept.
 */
export interface AccountExport {
  /** What this file is, in Portuguese. */
  about: string;
  /** When the file was made (ISO 8601). */
  exportedAt: string;
  account: {
    uid: string;
    email: string | null;
    /** The name shown on the rankings. */
    name: string;
    showOnRanking: boolean;
    /** When the account's record was created (ISO 8601), or null. */
    createdAt: string | null;
    hasActivated: boolean;
    /** When the activation key was used (ISO 8601), or null. */
    activatedAt: string | null;
    /** The activation key the learner used, or null. */
    activationKey: string | null;
    pointsWriting: number;
    pointsSpeaking: number;
    totalPoints: number;
    /** The privacy notice accepted at sign-up, or null if none was recorded. */
    consent: {
      noticeVersion: string;
      /** When it was accepted (ISO 8601). */
      acceptedAt: string | null;
      /** Whether the learner said they are 18 or older. */
      adult: boolean;
      /** For a learner under 18: whether they confirmed a guardian's agreement. */
      guardianConsent: boolean;
    } | null;
  };
  /** Points earned on each São Paulo day (YYYY-MM-DD) anything earned points, oldest first. */
  pointsByDay: { day: string; points: number }[];
  /** Every stored document about the learner, collection by collection, the ones above included. */
  collections: ExportedCollection[];
}

/** The name of the export's file: the product's and the day it was made (YYYY-MM-DD). */
export function exportFileName(day: string): string {
  return `fala-ingles-meus-dados-${day}.json`;
}
