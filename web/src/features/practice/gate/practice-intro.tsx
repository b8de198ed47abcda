import type { AudioLimitResponse, StartPracticeResponse } from '@shared/contract';
import { lazyRetrying } from '@shared/lazy';
import type { Level, PracticeKind } from '@shared/rules';
import { type ComponentType, lazy, type ReactNode, Suspense, useEffect, useState } from 'react';
import { AppLink } from '../../../components/app-link';
import { ConversationIcon, SpeakingIcon, WritingIcon } from '../../../components/icons';
import { PageTitle } from '../../../components/page-title';
import { TitledCard } from '../../../components/titled-card';
import { screenPaths } from '../../../config/screen-paths';
import { ApiError } from '../../../lib/api-client';
import { useAuth, useAuthStore } from '../../../lib/auth';
import { authRedirect } from '../../../lib/auth-redirect';
import { type Settled, settle } from '../../../lib/route-data';
import { messages } from '../../../messages';
import { checkAudioLimit } from '../api/audio-limit';
import { getMe } from '../api/get-me';
import { startPractice } from '../api/start-practice';
import { newPracticeId } from '../session/practice-id';
import type { StartedPractice, StartedScreenProps } from '../session/started-practice';
import { LevelChoice, LoadedLevelChoice } from './level-choice';
import './practice-gate.css';

/** The way out of a browser where nothing can hear the learner: rare, so loaded only then. */
const OpenElsewhere = lazy(() =>
  import('../../../components/open-elsewhere').then((m) => ({ default: m.OpenElsewhere })),
);

/** The speaking practice's device check; its module loads with the speaking screen's code. */
const loadSpeakingCheck = lazyRetrying(() => import('../../../lib/voice/speaking-obstacle'));

/** What the gate opens: a phrase practice or the conversation. */
export type Activity = PracticeKind | 'conversation';

/** A practice screen the gate opens: a phrase practice gets its draw, the conversation null. */
export type Practice = ComponentType<StartedScreenProps>;

/** Only a learner who has not activated yet needs the modal: its code loads when it opens. */
const ActivationModal = lazy(() =>
  import('./activation-modal').then((m) => ({ default: m.ActivationModal })),
);

const icons: Record<Activity, ReactNode> = {
  writing: <WritingIcon />,
  speaking: <SpeakingIcon />,
  conversation: <ConversationIcon />,
};

/** The practice's intro: its rules, the level, and 'Começar prática' with every check it needs. */
export function PracticeIntro({
  kind,
  path,
  onStart,
  loadPractice,
  learnerLevel,
}: {
  kind: Activity;
  path: string;
  learnerLevel?: Promise<Level | null>;
  onStart: (practice: Practice, started: StartedPractice | null) => void;
  loadPractice: () => Promise<Practice>;
}) {
  const text = messages.practices[kind];
  const store = useAuthStore();
  // Loading Firebase while the learner reads the rules makes the start button answer at once.
  const { user } = useAuth();
  const [checking, setChecking] = useState(false);
  const [notice, setNotice] = useState<'signIn' | string | null>(null);
  const [wayOut, setWayOut] = useState(false);
  const [activating, setActivating] = useState(false);
  /** The level the learner chose for this practice; null: their own. */
  const [level, setLevel] = useState<Level | null>(null);

  // The practice's code (and the speaking check's) loads while a signed-in learner reads the rules.
  useEffect(() => {
    if (!user) return;
    loadPractice().catch(() => undefined);
    if (kind === 'speaking') loadSpeakingCheck().catch(() => undefined);
  }, [user, kind, loadPractice]);

  /**
   * A learner whose browser cannot hear them is told before the speaking practice starts, so
   * none of the day's audios is spent on a practice they cannot answer; an in-app browser's
   * learner gets a way out.
   */
  async function cannotSpeak(): Promise<{ message: string; wayOut: boolean } | null> {
    if (kind !== 'speaking') return null;
    const obstacle = await (await loadSpeakingCheck()).speakingObstacle();
    if (obstacle === 'nothingWorks') return { message: messages.speaking.nothingWorks, wayOut: true };
    return obstacle === 'noMicrophone' ? { message: messages.speaking.noMicrophone, wayOut: false } : null;
  }

  /** Writing and speaking spend the day's audios: with none left the learner is told, not started. */
  const phrasePractice = kind !== 'conversation' ? kind : null;
  const audioLimit = (uid: string) => (phrasePractice ? checkAudioLimit(uid) : Promise.resolve(null));
  /**
   * A phrase practice's phrases, drawn by the server at the level chosen (the learner's own when
   * none was); asked with the other checks, its answer is read only once the learner may start.
   */
  function draw(): Promise<Settled<StartPracticeResponse & { practiceId: string }> | null> {
    if (!phrasePractice) return Promise.resolve(null);
    const practiceId = newPracticeId();
    return settle(
      startPractice(practiceId, phrasePractice, level ?? undefined).then((drawn) => ({
        ...drawn,
        practiceId,
      })),
    );
  }
  function startIfAllowed([limit, practice, drawn]: [
    AudioLimitResponse | null,
    Practice,
    Awaited<ReturnType<typeof draw>>,
  ]) {
    if (limit && !limit.canGenerateAudio) setNotice(messages.practice.noAudioLeft);
    else if (drawn?.status === 'error') setNotice(noticeOf(drawn.error));
    else onStart(practice, drawn ? { practiceId: drawn.data.practiceId, phrases: drawn.data.phrases } : null);
  }

  async function start() {
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
      const [me, limit, practice, drawn] = await Promise.all([
        getMe(),
        audioLimit(confirmed.uid),
        loadPractice(),
        draw(),
      ]);
      if (me.hasActivated) startIfAllowed([limit, practice, drawn]);
      else setActivating(true);
    } catch (error) {
      setNotice(noticeOf(error));
    } finally {
      setChecking(false);
    }
  }

  const from = authRedirect(path);
  return (
    <div className="page practice-intro">
      <PageTitle>{text.title}</PageTitle>
      <header className="practice-header">
        <span className="practice-icon practice-icon-large">{icons[kind]}</span>
        <h1>{text.title}</h1>
        <p className="lead">{text.description}</p>
      </header>
      <TitledCard title={messages.intro.rulesTitle}>
        <ol className="rules">
          {text.rules.map((rule) => (
            <li key={rule}>{rule}</li>
          ))}
        </ol>
      </TitledCard>

      {phrasePractice && (
        <Suspense fallback={<LevelChoice learnerLevel={null} chosen={level} onChoose={setLevel} />}>
          {learnerLevel ? (
            <LoadedLevelChoice learnerLevel={learnerLevel} chosen={level} onChoose={setLevel} />
          ) : (
            <LevelChoice learnerLevel={null} chosen={level} onChoose={setLevel} />
          )}
        </Suspense>
      )}

      <div className="form-message" aria-live="polite">
        {notice === 'signIn' && (
          <div role="alert" className="alert tone-error">
            <p>{messages.intro.mustSignIn}</p>
            <AppLink to={screenPaths.auth} state={from}>
              {messages.intro.signInLink}
            </AppLink>
          </div>
        )}
        {notice && notice !== 'signIn' && (
          <p role="alert" className="alert tone-error">
            {notice}
          </p>
        )}
        {notice && wayOut && (
          <Suspense fallback={null}>
            <OpenElsewhere />
          </Suspense>
        )}
      </div>

      <button
        type="button"
        className="button button-primary button-block button-large"
        onClick={start}
        disabled={checking || activating}
      >
        {checking ? messages.intro.starting : messages.intro.start}
      </button>

      {user && activating && (
        <Suspense fallback={null}>
          <ActivationModal
            open={activating}
            userId={user.uid}
            onCancel={() => setActivating(false)}
            onActivated={() => {
              setActivating(false);
              Promise.all([audioLimit(user.uid), loadPractice(), draw()]).then(
                startIfAllowed,
                (error: unknown) => setNotice(noticeOf(error)),
              );
            }}
          />
        </Suspense>
      )}
    </div>
  );
}

function noticeOf(error: unknown): string {
  return error instanceof ApiError ? error.message : messages.errors.unexpected;
}
