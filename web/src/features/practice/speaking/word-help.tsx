/**
 * The word help after a spoken attempt: each word of the phrase as heard, heard
 * unclearly or not heard, a tap plays it alone and slowly, and a pronunciation tip or two. Its
 * own chunk, with the word states, the tip rules and their texts: loaded when 'Falar' is pressed.
 */
import { tipsToShow } from '@shared/pronunciation-tips';
import { WORD_AUDIO_PLAYBACK_RATE } from '@shared/rules';
import { type Recognition, wordStates } from '@shared/word-states';
import { useEffect, useRef, useState } from 'react';
import { ApiError } from '../../../lib/api-client';
import { messages } from '../../../messages';
import { pronunciationTips, wordHelpMessages as text } from '../../../messages/tips';
import { fetchWordAudio } from '../api/word-audio';

export interface WordHelpProps {
  practiceId: string;
  phrase: string;
  recognition: Recognition;
  /** The speaking check took the attempt as the phrase. */
  accepted: boolean;
}

export function WordHelp({ practiceId, phrase, recognition, accepted }: WordHelpProps) {
  const words = wordStates(phrase, recognition, accepted);
  const first = (['missed', 'unclear'] as const).flatMap((state) =>
    words.flatMap((word, i) => (word.state === state ? [i] : [])),
  );
  const tips = tipsToShow(
    words.map((word) => word.text),
    first,
  );
  const { play, error, loading, audio } = useWordAudio(practiceId, phrase);
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

/**
 * Plays a word of the phrase alone, slowly: fetched once per word (each fetch is one of the
 * learner's word audios of the day) and kept while the phrase is on screen.
 */
function useWordAudio(practiceId: string, phrase: string) {
  const urls = useRef(new Map<string, string>());
  const audio = useRef<HTMLAudioElement>(null);
  const [error, setError] = useState<string | null>(null);
  const [loading, setLoading] = useState<string | null>(null);
  useEffect(() => {
    const made = urls.current;
    return () => {
      audio.current?.pause();
      for (const url of made.values()) URL.revokeObjectURL(url);
    };
  }, []);

  async function play(word: string) {
    setError(null);
    const key = word.toLowerCase();
    let url = urls.current.get(key);
    if (!url) {
      setLoading(word);
      try {
        url = URL.createObjectURL(await fetchWordAudio({ practiceId, phrase, word }));
        urls.current.set(key, url);
      } catch (failure) {
        setError(failure instanceof ApiError ? failure.message : messages.errors.network);
        return;
      } finally {
        setLoading(null);
      }
    }
    const element = audio.current;
    if (!element) return;
    for (const other of document.querySelectorAll('audio')) other.pause();
    element.src = url;
    element.defaultPlaybackRate = WORD_AUDIO_PLAYBACK_RATE;
    element.playbackRate = WORD_AUDIO_PLAYBACK_RATE;
    element.play().catch((failure: unknown) => {
      // A tap on another word interrupts this one: not an error.
      if (!(failure instanceof DOMException && failure.name === 'AbortError'))
        setError(messages.errors.network);
    });
  }

  return { play, error, loading, audio };
}
