/**
 * The day's word audios (the speaking practice's word help), in the learner's dailyUsage
 * document (../../data/daily-usage.ts): taken before the word is spoken, given back once when
 * speaking fails. docs/data.md.
 */
import type { Firestore } from 'firebase-admin/firestore';
import { giveBack, readUsed, takeToday } from '../../data/daily-usage';

export type WordAudioGrant = { granted: true; index: number } | { granted: false };

/** Takes one of the learner's word audios of the day: never past the limit, however many race. */
export async function consumeWordAudio(db: Firestore, uid: string, now: Date): Promise<WordAudioGrant> {
  const take = await takeToday(db, uid, now, 'wordAudios');
  return take.taken ? { granted: true, index: take.index } : { granted: false };
}

/** The day's used word audios (granted and not given back). */
export function readWordAudiosUsed(db: Firestore, uid: string, now: Date): Promise<number> {
  return readUsed(db, uid, now, 'wordAudios');
}

/** Gives back the word audio that grant `index` took, on the grant's day; again, it changes nothing. */
export async function refundWordAudio(db: Firestore, uid: string, now: Date, index: number): Promise<void> {
  await giveBack(db, uid, now, 'wordAudios', index);
}
