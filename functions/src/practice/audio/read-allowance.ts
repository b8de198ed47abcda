/**
 * The day's audios as check-audio-limit and increment-audio-count report them: serving an audio
 * is what counts it (./serve-audio.ts), so neither writes anything.
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { AudioLimitResponse, AudioUsage } from '../../shared/contract';
import { audioLimitStatus } from './audio-rules';
import { readAudioUsage } from './audio-store';

export interface AudioAllowanceRequest {
  db: Firestore;
  uid: string;
  /** Which São Paulo day's audios are read. */
  now: Date;
}

/** Today's audios used and left of the learner's limit: the day's document, their record and their class. */
export function readTodaysAudios({ db, uid, now }: AudioAllowanceRequest): Promise<AudioUsage> {
  return readAudioUsage(db, uid, now);
}

/** Today's audios used and left, and whether another may be served. */
export async function readAudioAllowance(request: AudioAllowanceRequest): Promise<AudioLimitResponse> {
  const { used, limit } = await readTodaysAudios(request);
  return audioLimitStatus(used, limit);
}
