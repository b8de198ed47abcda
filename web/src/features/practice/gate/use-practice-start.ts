/**
 * 'Começar prática' and every check it runs, in order: signed in, a browser that can hear the
 * learner (speaking), then at once the activation, the screen's code and the draw, one phrase per
 * audio left today (none left: the server's sentence, and no start). The intro
 * (./practice-intro.tsx) only renders what this yields.
 */
import { lazyRetrying } from '@shared/lazy';
import type { Level, PracticeKind } from '@shared/rules';
import { type ComponentType, useEffect, useState } from 'react';
import { ApiError, getMe } from '../../../lib/api-client';
import { useAuth, useAuthStore } from '../../../lib/auth';
import { messages } from '../../../messages';
import { startPractice } from '../api/start-practice';
import { newPracticeId } from '../session/practice-id';
import type { StartedPractice, StartedScreenProps } from '../session/started-practice';

/** What the gate opens: a phrase practice or the conversation. */
export type Activity = PracticeKind | 'conversation';

/** A practice screen the gate opens: a phrase practice gets its draw, the conversation null. */
export type Practice = ComponentType<StartedScreenProps>;

/** The speaking practice's device check; its module loads with the speaking screen's code. */
const loadSpeakingCheck = lazyRetrying(() => import('../../../lib/voice/speaking-obstacle'));

/** The draw, or why it failed: read only once the learner may start. */
type Drawn = StartedPractice | { error: unknown } | null;

export interface PracticeStart {
  /** The level the learner chose for this practice; null: their own. */
  level: Level | null;
  chooseLevel: (level: Level) => void;
  checking: boolean;
  /** Why the practice did not start: 'signIn', or the sentence to show. */
  notice: 'signIn' | string | null;
  /** Beside the notice, the way out to another browser. */
  wayOut: boolean;
  /** The activation modal is open, for the signed-in `userId`. */
  activating: boolean;
  userId: string | null;
  /** 'Começar prática' pressed. */
  begin: () => void;
  /** Goes on with a practice kept on the device after a reload (./resume-offer.tsx), where it was. */
  resume: (started: StartedPractice) => void;
  cancelActivation: () => void;
  /** The key was accepted: the remaining checks, then the practice. */
  activated: () => void;
}

export function usePracticeStart(
  kind: Activity,
  loadPractice: () => Promise<Practice>,
  onStart: (practice: Practice, started: StartedPractice | null) => void,
): PracticeStart {
  const store = useAuthStore();
  // Loading Firebase while the learner reads the rules makes the start button answer at once.
  const { user } = useAuth();
  const [checking, setChecking] = useState(false);
  const [notice, setNotice] = useState<'signIn' | string | null>(null);
  const [wayOut, setWayOut] = useState(false);
  const [activating, setActivating] = useState(false);
  const [level, setLevel] = useState<Level | null>(null);

  // The practice's code (and the speaking check's) loads while a signed-in learner reads the rules.
  useEffect(() => {
    if (!user) return;
    loadPractice().catch(() => undefined);
    if (kind === 'speaking') loadSpeakingCheck().catch(() => undefined);
  }, [user, kind, loadPractice]);

  /**
   * A learner whose browser cannot hear them is told before speaking starts, so no audio of the
   * day is spent on a practice they cannot answer; an in-app browser's learner gets a way out.
   */
  async function cannotSpeak(): Promise<{ message: string; wayOut: boolean } | null> {
    if (kind !== 'speaking') return null;
    const obstacle = await (await loadSpeakingCheck()).speakingObstacle();
    if (obstacle === 'nothingWorks') return { message: messages.speaking.nothingWorks, wayOut: true };
    return obstacle === 'noMicrophone' ? { message: messages.speaking.noMicrophone, wayOut: false } : null;
  }

  const phrasePractice = kind !== 'conversation' ? kind : null;
  /**
   * The phrases drawn at the level chosen (else the learner's own), one per audio left today:
   * with none left the server refuses, and the learner is told so instead of starting. Never rejects.
   */
  function draw(): Promise<Drawn> {
    if (!phrasePractice) return Promise.resolve(null);
    const practiceId = newPracticeId();
    return startPractice(practiceId, phrasePractice, level ?? undefined).then(
      (drawn) => ({ practiceId, ...drawn }),
      (error: unknown) => ({ error }),
    );
  }
  function startIfAllowed([practice, drawn]: [Practice, Drawn]) {
    if (drawn && 'error' in drawn) setNotice(noticeOf(drawn.error));
    else onStart(practice, drawn);
  }

  async function begin() {
    setNotice(null);
    setWayOut(false);
    setChecking(true);
    try {
      const confirmed = await store.connect();
      if (!confirmed) {
        setNotice('signIn');
        return;
      }
      const problem = await cannotSpeak();
      if (problem) {
        setNotice(problem.message);
        setWayOut(problem.wayOut);
        return;
      }
      // Everything the start needs at once: one round trip, not two.
      const [me, practice, drawn] = await Promise.all([getMe(), loadPractice(), draw()]);
      if (me.hasActivated) startIfAllowed([practice, drawn]);
      else setActivating(true);
    } catch (error) {
      setNotice(noticeOf(error));
    } finally {
      setChecking(false);
    }
  }

  return {
    level,
    chooseLevel: setLevel,
    checking,
    notice,
    wayOut,
    activating,
    userId: user?.uid ?? null,
    begin,
    resume: (started) =>
      loadPractice().then(
        (practice) => onStart(practice, started),
        (error: unknown) => setNotice(noticeOf(error)),
      ),
    cancelActivation: () => setActivating(false),
    activated: () => {
      setActivating(false);
      if (!user) return;
      Promise.all([loadPractice(), draw()]).then(startIfAllowed, (error: unknown) =>
        setNotice(noticeOf(error)),
      );
    },
  };
}

function noticeOf(error: unknown): string {
  return error instanceof ApiError ? error.message : messages.errors.unexpected;
}
