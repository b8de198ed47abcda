import { type FormEvent, lazy, type RefObject, Suspense, useEffect, useId, useRef, useState } from 'react';
import { Modal } from '../../../components/modal';
import { useAuth } from '../../../lib/auth';
import { messages } from '../../../messages';
import { writingMessages } from '../../../messages/writing';
import { Meaning } from '../components/meaning';
import { PracticeScreen } from '../components/practice-screen';
import { canAnswer } from '../session/practice-machine';
import type { StartedPractice, StartedScreenProps } from '../session/started-practice';
import { usePractice } from '../session/use-practice';
import { writingRules } from './writing-rules';

/**
 * The word comparison (and its diff library) is needed only after a wrong answer: it loads when
 * the learner starts typing, not with the page.
 */
const loadWordFeedback = () => import('../components/word-feedback');
const WordFeedback = lazy(() => loadWordFeedback().then((m) => ({ default: m.WordFeedback })));

/** The practice the gate started (../gate): its draw, played in order. */
export function WritingPage({ started }: StartedScreenProps) {
  return started && <WritingPractice started={started} />;
}

function WritingPractice({ started }: { started: StartedPractice }) {
  const { user } = useAuth();
  const practice = usePractice(writingRules, user?.uid ?? '', started);
  const { state } = practice;
  const field = useRef<HTMLTextAreaElement>(null);

  const wrong = state.feedback?.kind === 'wrong' ? state.feedback : null;
  return (
    <PracticeScreen title={messages.practices.writing.title} rules={writingRules} practice={practice}>
      {/* A new phrase gets a fresh, focused field: keyed by the phrase, the form starts anew. */}
      <AnswerForm
        key={state.current.phrase}
        fieldRef={field}
        enabled={canAnswer(state)}
        onAnswer={practice.answer}
      />

      <Modal open={state.phase === 'celebrating'} title={writingMessages.right} onClose={() => undefined}>
        <p className="success-points">{messages.practice.plusPoints}</p>
        <Meaning text={practice.current.meaning} />
      </Modal>
      <Modal
        open={wrong !== null && state.phase === 'answering'}
        title={writingMessages.wrong}
        onClose={practice.dismissFeedback}
      >
        {wrong && (
          <Suspense fallback={null}>
            <WordFeedback answer={wrong.answer} phrase={state.current.phrase} text={writingMessages} />
          </Suspense>
        )}
        <div className="modal-actions">
          <button
            type="button"
            className="button button-primary"
            onClick={() => {
              practice.dismissFeedback();
              field.current?.focus();
            }}
          >
            {writingMessages.tryAgain}
          </button>
        </div>
      </Modal>
    </PracticeScreen>
  );
}

/** The learner's answer: typed, sent with 'Responder' or Enter. */
function AnswerForm({
  fieldRef,
  enabled,
  onAnswer,
}: {
  fieldRef: RefObject<HTMLTextAreaElement | null>;
  enabled: boolean;
  onAnswer: (answer: string) => void;
}) {
  const [answer, setAnswer] = useState('');
  const form = useRef<HTMLFormElement>(null);
  const fieldId = useId();
  const hintId = useId();

  // Ready for typing as soon as the phrase is there.
  useEffect(() => fieldRef.current?.focus(), [fieldRef]);

  function submit(event: FormEvent) {
    event.preventDefault();
    if (!enabled || !answer.trim()) {
      fieldRef.current?.focus();
      return;
    }
    onAnswer(answer);
  }

  return (
    <form ref={form} className="form answer-form" onSubmit={submit}>
      <div className="field">
        <label htmlFor={fieldId}>{writingMessages.answerLabel}</label>
        <textarea
          ref={fieldRef}
          id={fieldId}
          className="answer-field"
          rows={2}
          lang="en"
          value={answer}
          onChange={(event) => {
            if (!answer) loadWordFeedback().catch(() => undefined);
            setAnswer(event.target.value);
          }}
          onKeyDown={(event) => {
            if (event.key === 'Enter' && !event.shiftKey && !event.nativeEvent.isComposing) {
              event.preventDefault();
              form.current?.requestSubmit();
            }
          }}
          // A Brazilian phone keyboard would "correct" English words into Portuguese.
          autoComplete="off"
          autoCorrect="off"
          autoCapitalize="none"
          spellCheck={false}
          maxLength={300}
          aria-describedby={hintId}
        />
        <p id={hintId} className="field-hint keyboard-hint">
          {writingMessages.answerHint}
        </p>
      </div>
      <button type="submit" className="button button-primary button-block" disabled={!enabled}>
        {writingMessages.submit}
      </button>
    </form>
  );
}
