import type { UserProfile } from '@shared/contract';
import { PRIVACY_NOTICE_VERSION } from '@shared/rules';
import { learner } from './fake-auth';

/** `learner`'s record as GET /api/users/me answers it (Google's "Ana Souza" is "Ana S." there). */
export function account(change: Partial<UserProfile> = {}): UserProfile {
  return {
    uid: learner.uid,
    name: 'Ana S.',
    hasOwnName: true,
    email: learner.email ?? '',
    photoURL: null,
    hasActivated: true,
    showOnRanking: true,
    privacyNoticeVersion: PRIVACY_NOTICE_VERSION,
    className: null,
    role: null,
    pointsWriting: 70,
    pointsSpeaking: 42,
    totalPoints: 112,
    ...change,
  };
}
