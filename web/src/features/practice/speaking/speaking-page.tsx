import { type RecognizedWord, SPEAKING_RECORDING_MS } from '@shared/contract';
import { lazy, Suspense, useEffect, useState } from 'react';
import { LazyRecordingPanel } from '../../../components/lazy-recording-panel';
import { useAuth } from '../../../lib/auth';
import { type Heard, speakLabel, useVoice } from '../../../lib/voice/use-voice';
import { messages } from '../../../messages';
import { Meaning } from '../components/meaning';
import { PracticeScreen } from '../components/practice-screen';
import { canAnswer } from '../session/practice-machine';
import type { StartedPractice, StartedScreenProps } from '../session/started-practice';
import { usePractice } from '../session/use-practice';
import { loadSpokenCheck, speakingRules } from './speaking-rules';

/** The way out of a browser where nothing can hear the learner: rare, so loaded only then. */
const OpenElsewhere = lazy(() =>
  import('../../../components/open-elsewhere').then((m) => ({ default: m.OpenElsewhere })),
);

/** The word help (word states, tips and their texts) loads when 'Falar' is first pressed, not with the page. */
const loadWordHelp = () => import('./word-help');
const WordHelp = lazy(() => loadWordHelp().then((m) => ({ default: m.WordHelp })));

/** The practice the gate started (../gate): its draw, played in order. */
export function SpeakingPage({ started }: StartedScreenProps) {
  return started && <SpeakingPractice started={started} />;
}

function SpeakingPractice({ started }: { started: StartedPractice }) {
  const { user } = useAuth();
  const practice = usePractice(speakingRules, user?.uid ?? '', started);
  return (
    <PracticeScreen title={messages.practices.speaking.title} rules={speakingRules} practice={practice}>
      {/* What was heard belongs to the phrase: keyed by it, a new phrase starts fresh. */}
      <SpokenAnswer key={practice.state.current.phrase} practice={practice} practiceId={started.practiceId} />
    </PracticeScreen>
  );
}

/** 'Falar', how the learner is being heard, and what was heard of this phrase. */
function SpokenAnswer({
  practice,
  practiceId,
}: {
  practice: ReturnType<typeof usePractice>;
  practiceId: string;
}) {
  const { state } = practice;
  const [heard, setHeard] = useState<Heard | null>(null);
  const scoring = heard?.scoring === true;
  const said = heard?.transcript ?? null;
  const [checkFailed, setCheckFailed] = useState(false);
  const { hearing, listen, stop } = useVoice(
    (attempt) => {
      // The check has been loading since 'Falar' was pressed; by now it is there but on a very
      // slow connection.
      loadSpokenCheck().then(
        () => {
          setHeard(attempt);
          practice.answer(attempt.transcript);
        },
        () => setCheckFailed(true),
      );
    },
    {
      limitMs: SPEAKING_RECORDING_MS,
      // The browser heard the attempt: its sounds (or none), scored from the recording made beside it.
      onScored: (scored) => setHeard((attempt) => attempt && { ...attempt, ...scored, scoring: undefined }),
    },
  );

  const feedback = state.feedback;
  useCoachHold(practice.hold, feedback?.kind === 'right', scoring, heard?.scores ? heard.words : undefined);
  const failed = hearing.status === 'error' || checkFailed;
  return (
    <>
      {hearing.status === 'asking' && <p className="microphone-why">{messages.speaking.microphoneWhy}</p>}
      {hearing.status === 'recording' ? (
        <Suspense fallback={null}>
          <LazyRecordingPanel hearing={hearing} onStop={stop} />
        </Suspense>
      ) : (
        <button
          type="button"
          className="button button-primary button-block button-large speak-button"
          onClick={() => {
            setCheckFailed(false);
            loadSpokenCheck().catch(() => undefined);
            loadWordHelp().catch(() => undefined);
            listen(state.current.phrase);
          }}
          disabled={!canAnswer(state) || (hearing.status !== 'idle' && !failed)}
          aria-live="polite"
        >
          {speakLabel(hearing)}
        </button>
      )}
      <div className="speech-result" aria-live="polite">
        {failed && (
          <p role="alert" className="alert tone-error">
            {hearing.status === 'error' ? hearing.message : messages.errors.network}
          </p>
        )}
        {hearing.status === 'error' && hearing.wayOut && (
          <Suspense fallback={null}>
            <OpenElsewhere />
          </Suspense>
        )}
        {!failed && feedback?.kind === 'right' && (
          <div role="status" className="alert tone-success">
            <p>{messages.speaking.right}</p>
            <Meaning text={practice.current.meaning} />
          </div>
        )}
        {!failed && feedback?.kind === 'wrong' && (
          <p role="alert" className="alert tone-error">
            {messages.speaking.wrong}
          </p>
        )}
        {said !== null && (
          <p className="said">
            <span className="muted">{messages.speaking.youSaid}</span> <q lang="en">{said}</q>
          </p>
        )}
      </div>
      {/* Outside the live region: the alert above is what is announced, not a list of words. */}
      {/* After every attempt heard: a wrong one, and a right one (its unclear words, its tips). */}
      {!failed && feedback && feedback.kind !== 'skipped' && heard !== null && (
        <Suspense fallback={null}>
          <WordHelp
            practiceId={practiceId}
            phrase={state.current.phrase}
            recognition={heard}
            recording={heard.recording}
            accepted={feedback.kind === 'right'}
          />
        </Suspense>
      )}
      {!failed && feedback?.kind === 'right' && scoring && (
        <p className="muted">{messages.speaking.scoringSounds}</p>
      )}
      {practice.held && (
        <button
          type="button"
          className="button button-primary button-block next-phrase"
          onClick={practice.next}
        >
          {messages.speaking.nextPhrase}
        </button>
      )}
    </>
  );
}

/** How long a right answer waits for its sounds, scored from the recording made beside the browser. */
const SCORING_WAIT_MS = 6_000;

/**
 * A right answer moves on by itself, unless the coach has something to fix: then it waits for
 * 'Próxima frase' (the learner could not read or tap it in 1.5 s). While the browser-heard
 * attempt's sounds are on their way it waits for them, at most SCORING_WAIT_MS.
 */
function useCoachHold(
  hold: (held: boolean) => void,
  right: boolean,
  scoring: boolean,
  scoredWords: RecognizedWord[] | undefined,
) {
  useEffect(() => {
    if (!right) return;
    if (scoring) {
      hold(true);
      const timer = setTimeout(() => hold(false), SCORING_WAIT_MS);
      return () => clearTimeout(timer);
    }
    if (!scoredWords) return hold(false);
    let live = true;
    loadWordHelp().then(
      ({ hasThingsToFix }) => live && hold(hasThingsToFix(scoredWords)),
      () => live && hold(false),
    );
    return () => {
      live = false;
    };
  }, [hold, right, scoring, scoredWords]);
}
