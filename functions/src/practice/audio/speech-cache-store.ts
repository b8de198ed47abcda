/**
 * speechCache/{sha256(voice, text)}: synthesized audio, shared by every instance and kept for
 * good (the phrase pool is ~300 x 10 KB; a Firestore document holds up to 1 MiB, far above the
 * ~80 KB of a 300-character text). A pending entry is a claim: its creator is synthesizing.
 * speechStats/{voiceId}: how many times the engine was called, and for how many characters.
 */
import { FieldValue, type Firestore, Timestamp } from 'firebase-admin/firestore';
import { isAlreadyExists } from '../../data/write-once';

export type StoredSpeech = { state: 'ready'; audio: Uint8Array } | { state: 'pending'; leaseUntil: Date };

/** The shared, durable side of text-to-speech/synthesize-once.ts's cache, implemented on Firestore below. */
export interface SpeechStore {
  read(key: string): Promise<StoredSpeech | null>;
  /** Creates a pending entry; false when an entry (pending or ready) already exists. */
  claim(key: string, entry: { voiceId: string; text: string; leaseUntil: Date }): Promise<boolean>;
  save(key: string, entry: { voiceId: string; text: string; audio: Uint8Array }): Promise<void>;
  /** Drops a pending claim whose synthesis failed, so the next request can try again. */
  release(key: string): Promise<void>;
  /** Counts one call to the engine (a metric: in production each one is billed). */
  countSynthesis(voiceId: string, characters: number): Promise<void>;
}

interface SpeechCacheDoc {
  voiceId: string;
  text: string;
  state: 'pending' | 'ready';
  leaseUntil?: Timestamp;
  audio?: Uint8Array;
  bytes?: number;
}

export interface SynthesisStats {
  syntheses: number;
  characters: number;
}

const cache = (db: Firestore) => db.collection('speechCache');
const stats = (db: Firestore) => db.collection('speechStats');

export function firestoreSpeechStore(db: Firestore): SpeechStore {
  return {
    async read(key) {
      const doc = (await cache(db).doc(key).get()).data() as SpeechCacheDoc | undefined;
      if (!doc) return null;
      if (doc.state === 'ready' && doc.audio) {
        return { state: 'ready', audio: new Uint8Array(doc.audio) } satisfies StoredSpeech;
      }
      return { state: 'pending', leaseUntil: doc.leaseUntil?.toDate() ?? new Date(0) };
    },
    async claim(key, { leaseUntil, ...entry }) {
      const pending: SpeechCacheDoc = {
        ...entry,
        state: 'pending',
        leaseUntil: Timestamp.fromDate(leaseUntil),
      };
      try {
        await cache(db)
          .doc(key)
          .create({ ...pending, claimedAt: FieldValue.serverTimestamp() });
        return true;
      } catch (error) {
        if (isAlreadyExists(error)) return false;
        throw error;
      }
    },
    async save(key, { audio, ...entry }) {
      const ready: SpeechCacheDoc = {
        ...entry,
        state: 'ready',
        audio: Buffer.from(audio),
        bytes: audio.length,
      };
      await cache(db)
        .doc(key)
        .set({ ...ready, savedAt: FieldValue.serverTimestamp() });
    },
    async release(key) {
      await cache(db).doc(key).delete();
    },
    async countSynthesis(voiceId, characters) {
      await stats(db)
        .doc(voiceId)
        .set(
          { syntheses: FieldValue.increment(1), characters: FieldValue.increment(characters) },
          { merge: true },
        );
    },
  };
}

export async function readSynthesisStats(db: Firestore, voiceId: string): Promise<SynthesisStats> {
  const doc = (await stats(db).doc(voiceId).get()).data();
  return { syntheses: doc?.syntheses ?? 0, characters: doc?.characters ?? 0 };
}

/** Which of these texts' keys already hold ready audio (for the prewarm report). */
export async function readyKeys(db: Firestore, keys: string[]): Promise<Set<string>> {
  if (keys.length === 0) return new Set();
  const refs = keys.map((key) => cache(db).doc(key));
  const snapshots = await db.getAll(...refs, { fieldMask: ['state'] });
  return new Set(snapshots.filter((s) => s.get('state') === 'ready').map((s) => s.id));
}
