/**
 * The word help after a spoken attempt. When the engine scored the attempt's sounds, the coach
 * (./coach.tsx). Otherwise each word of the phrase as heard, heard unclearly or not heard, a tap
 * plays it alone and slowly, and a pronunciation tip or two chosen by spelling. Its own chunk, with
 * the word states, the tip rules and their texts: loaded when 'Falar' is pressed.
 */
import type { PronunciationScores, RecognizedWord } from '@shared/contract';
import { tipsToShow } from '@shared/pronunciation-tips';
import { type Recognition, wordStates } from '@shared/word-states';
import { pronunciationTips, wordHelpMessages as text } from '../../../messages/tips';
import { Coach } from './coach';
import { thingsToFix } from './coach-rules';
import { useWordSounds } from './use-word-sounds';

export interface WordHelpProps {
  practiceId: string;
  phrase: string;
  recognition: Recognition & { scores?: PronunciationScores };
  /** The learner's recording of this attempt, in memory only: the coach plays its words. */
  recording?: Blob;
  /** The speaking check took the attempt as the phrase. */
  accepted: boolean;
}

/** Whether the coach has something to fix in a scored attempt: a right one then waits for the learner. */
export function hasThingsToFix(words: RecognizedWord[]): boolean {
  return thingsToFix(words).length > 0;
}

export function WordHelp(props: WordHelpProps) {
  const { scores, words } = props.recognition;
  if (scores && words && words.length > 0)
    return (
      <Coach
        practiceId={props.practiceId}
        phrase={props.phrase}
        scores={scores}
        words={words}
        recording={props.recording}
        accepted={props.accepted}
      />
    );
  return <ConfidenceHelp {...props} />;
}

/** Without scored sounds: the words' states by the engine's confidence, the tips by spelling. */
function ConfidenceHelp({ practiceId, phrase, recognition, accepted }: WordHelpProps) {
  const words = wordStates(phrase, recognition, accepted);
  const first = (['missed', 'unclear'] as const).flatMap((state) =>
    words.flatMap((word, i) => (word.state === state ? [i] : [])),
  );
  const tips = tipsToShow(
    words.map((word) => word.text),
    first,
  );
  const { play, error, loading, audio } = useWordSounds(practiceId, phrase);
  // A right attempt is helped only where the engine doubted a word.
  if (accepted && !words.some((word) => word.state === 'unclear')) return null;
  return (
    <section className="word-help" aria-labelledby="word-help-title">
      <h2 id="word-help-title" className="word-help-title">
        {text.title}
      </h2>
      <p className="muted">{text.hint}</p>
      <ol className="plain-list word-check" lang="en">
        {words.map((word, index) => (
          // biome-ignore lint/suspicious/noArrayIndexKey: the same word may be in the phrase twice
          <li key={index}>
            <button
              type="button"
              className={`word word-button word-${word.state}`}
              onClick={() => play(word.text)}
              aria-busy={loading === word.text}
            >
              <span aria-hidden="true">{text.states[word.state].icon}</span> {word.text}
              <span className="visually-hidden" lang="pt-BR">
                {' '}
                ({text.states[word.state].label})
              </span>
            </button>
          </li>
        ))}
      </ol>
      {/* biome-ignore lint/a11y/useMediaCaption: one English word the learner asked to hear, read beside it */}
      <audio ref={audio} className="word-audio" hidden />
      {error && (
        <p role="alert" className="alert tone-error">
          {error}
        </p>
      )}
      {tips.length > 0 && (
        <div className="word-tips">
          <h3 className="word-help-title">{text.tipsTitle}</h3>
          <ul className="plain-list">
            {tips.map(({ index, tip }) => {
              const { sound, tip: advice, examples } = pronunciationTips[tip];
              return (
                <li key={tip} className="word-tip">
                  <strong>{text.tipFor(words[index]?.text ?? '', sound)}</strong> {advice}{' '}
                  <span className="muted">
                    {text.examples} <span lang="en">{examples.join(', ')}</span>
                  </span>
                </li>
              );
            })}
          </ul>
        </div>
      )}
    </section>
  );
}
