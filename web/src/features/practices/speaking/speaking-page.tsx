import { useEffect, useState } from 'react';
import { useAuth } from '../../../lib/auth';
import { speechRecognitionSupported } from '../../../lib/speech-recognition';
import { useListening } from '../../../lib/use-listening';
import { messages } from '../../../messages';
import { PracticeScreen } from '../components/practice-screen';
import { canAnswer } from '../session/practice-machine';
import { usePractice } from '../session/use-practice';
import { speakingRules } from './speaking-rules';

export function SpeakingPage() {
  const { user } = useAuth();
  const practice = usePractice(speakingRules, user?.uid ?? '');
  const { state } = practice;
  const [supported] = useState(speechRecognitionSupported);
  const [said, setSaid] = useState<string | null>(null);
  const { listening, listen } = useListening((transcript) => {
    setSaid(transcript);
    practice.answer(transcript);
  });

  // biome-ignore lint/correctness/useExhaustiveDependencies: what was said belongs to the phrase.
  useEffect(() => setSaid(null), [state.current.phrase]);

  const feedback = state.feedback;
  return (
    <PracticeScreen title={messages.practices.speaking.title} rules={speakingRules} practice={practice}>
      {!supported && (
        <div role="alert" className="alert alert-error">
          <p>{messages.speaking.unsupported}</p>
        </div>
      )}
      <button
        type="button"
        className="button button-primary button-block button-large speak-button"
        onClick={listen}
        disabled={!supported || !canAnswer(state) || listening.status === 'listening'}
        aria-live="polite"
      >
        {listening.status === 'listening' ? messages.speaking.listening : messages.speaking.speak}
      </button>
      <div className="speech-result" aria-live="polite">
        {listening.status === 'error' && (
          <p role="alert" className="alert alert-error">
            {listening.message}
          </p>
        )}
        {listening.status !== 'error' && feedback?.kind === 'right' && (
          <p role="status" className="alert alert-success">
            {messages.speaking.right}
          </p>
        )}
        {listening.status !== 'error' && feedback?.kind === 'wrong' && (
          <p role="alert" className="alert alert-error">
            {messages.speaking.wrong}
          </p>
        )}
        {said !== null && (
          <p className="said">
            <span className="muted">{messages.speaking.youSaid}</span> <q lang="en">{said}</q>
          </p>
        )}
      </div>
    </PracticeScreen>
  );
}
