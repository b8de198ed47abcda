/**
 * Nothing earned is lost when the tab closes: each save waits in localStorage (per learner, the
 * highest of each practice), sent with `keepalive`, until the server took it or refused it for
 * good; it is sent again when the practice is hidden or the app opens (the server counts it once).
 */
import { type PhraseResultPayload, type Points, phraseResultsSchema } from '@shared/contract';
import type { PracticeKind } from '@shared/rules';
import * as v from 'valibot';
import { ApiError } from '../../../lib/api-client';
import { authStore } from '../../../lib/auth-store';
import { browserStorage } from '../../../lib/browser-storage';
import { PENDING_SAVES_KEY } from '../../../lib/pending-saves-key';
import { type SaveOptions, savePoints } from './save-points';

/**
 * A practice's points so far, with what became of its phrases (settled so far; all of them with
 * `final`, the end-of-practice save).
 */
export interface PendingSave {
  kind: PracticeKind;
  points: number;
  final: boolean;
  results?: PhraseResultPayload[];
}

/** uid -> practiceId -> the save to send. */
type Stored = Record<string, Record<string, PendingSave>>;

export type SendSave = (
  kind: PracticeKind,
  userId: string,
  points: number,
  practiceId: string,
  options: SaveOptions,
) => Promise<Points>;

const isSave = (value: unknown): value is PendingSave =>
  typeof value === 'object' &&
  value !== null &&
  ((value as PendingSave).kind === 'writing' || (value as PendingSave).kind === 'speaking') &&
  Number.isInteger((value as PendingSave).points) &&
  typeof (value as PendingSave).final === 'boolean' &&
  // Results the server would refuse would take the points down with them.
  ((value as PendingSave).results === undefined || v.is(phraseResultsSchema, (value as PendingSave).results));

/**
 * How much a save says: its points first, then whether it ends the practice, then how many of its
 * phrases are settled (a skip adds one and no points). A practice has at most 100 points and 10
 * phrases.
 */
const said = (save: PendingSave) => save.points * 100 + (save.final ? 50 : 0) + (save.results?.length ?? 0);

/** `a` says more than `b`. */
const outranks = (a: PendingSave, b: PendingSave) => said(a) > said(b);

/** An answer that sending the same save again would get again: the save is not kept. */
export function isDefinitive(error: unknown): boolean {
  return (
    error instanceof ApiError &&
    error.status >= 400 &&
    error.status < 500 &&
    ![401, 408, 429].includes(error.status)
  );
}

export function createPendingSaves(storage: Storage | null, send: SendSave) {
  function read(): Stored {
    try {
      const value: unknown = JSON.parse(storage?.getItem(PENDING_SAVES_KEY) ?? '{}');
      if (typeof value !== 'object' || value === null) return {};
      const stored: Stored = {};
      for (const [uid, practices] of Object.entries(value)) {
        if (typeof practices !== 'object' || practices === null) continue;
        for (const [practiceId, save] of Object.entries(practices)) {
          if (isSave(save)) stored[uid] = { ...stored[uid], [practiceId]: save };
        }
      }
      return stored;
    } catch {
      return {}; // a corrupt entry is dropped; the server has whatever was sent before
    }
  }

  function write(stored: Stored): void {
    try {
      if (Object.keys(stored).length === 0) storage?.removeItem(PENDING_SAVES_KEY);
      else storage?.setItem(PENDING_SAVES_KEY, JSON.stringify(stored));
    } catch {
      // Private mode or a full quota: the save is still sent now, only not kept for later.
    }
  }

  /** Keeps `save` unless the practice already waits with one that says more. */
  function keep(uid: string, practiceId: string, save: PendingSave): void {
    const stored = read();
    const current = stored[uid]?.[practiceId];
    if (current && !outranks(save, current)) return;
    stored[uid] = { ...stored[uid], [practiceId]: save };
    write(stored);
  }

  /** Forgets `sent` once it is settled, unless a save that says more was kept meanwhile. */
  function settle(uid: string, practiceId: string, sent: PendingSave): void {
    const stored = read();
    const current = stored[uid]?.[practiceId];
    if (!current || outranks(current, sent)) return;
    delete stored[uid]?.[practiceId];
    if (Object.keys(stored[uid] ?? {}).length === 0) delete stored[uid];
    write(stored);
  }

  async function deliver(uid: string, practiceId: string, save: PendingSave): Promise<Points> {
    try {
      const points = await send(save.kind, uid, save.points, practiceId, {
        final: save.final,
        results: save.results,
        keepalive: true,
      });
      settle(uid, practiceId, save);
      return points;
    } catch (error) {
      if (isDefinitive(error)) settle(uid, practiceId, save);
      throw error;
    }
  }

  return {
    /** The learner's saves waiting on this device, by practice id. */
    pending(uid: string): Record<string, PendingSave> {
      return read()[uid] ?? {};
    },
    /** Keeps the practice's points so far on the device, then sends them. Rejects as the call does. */
    save(uid: string, practiceId: string, save: PendingSave): Promise<Points> {
      keep(uid, practiceId, save);
      return deliver(uid, practiceId, save);
    },
    /** Sends every save of the learner still waiting; failures stay for the next time. */
    async flush(uid: string): Promise<void> {
      const waiting = Object.entries(read()[uid] ?? {});
      await Promise.all(
        waiting.map(([practiceId, save]) => deliver(uid, practiceId, save).catch(() => undefined)),
      );
    },
  };
}

export const pendingSaves = createPendingSaves(browserStorage(), savePoints);

/**
 * The app opened with saves waiting (src/app/layout.tsx): sends those of the learner signed in
 * now. Another learner's saves stay until they sign in on this device again: sent with this
 * learner's token they would be refused.
 */
export async function sendPendingSaves(): Promise<void> {
  const user = await authStore.connect();
  if (user) await pendingSaves.flush(user.uid);
}
