/**
 * The coach, for an attempt whose sounds the engine scored: the attempt's score, praise, at most
 * two things to fix, the phrase's words coloured by how they were said, and a word's sounds on a
 * tap with the one that went wrong, its tip, the model and the learner's own voice.
 */
import type { AssessedPhone, PronunciationScores, RecognizedWord } from '@shared/contract';
import type { SoundTipId } from '@shared/sound-habits';
import { phraseWords } from '@shared/word-states';
import { useState } from 'react';
import { pronunciationTips, coachMessages as text } from '../../../messages/tips';
import {
  attemptScore,
  band,
  soundSymbol,
  soundWentWrong,
  thingsToFix,
  weakestPhone,
  wellSaid,
  wordBand,
  wordSegment,
  writtenOwners,
} from './coach-rules';
import { canPlayRecording, useWordSounds } from './use-word-sounds';

export interface CoachProps {
  practiceId: string;
  phrase: string;
  scores: PronunciationScores;
  /** The phrase's words in order as scored, and the words said but not expected. */
  words: RecognizedWord[];
  recording?: Blob;
  accepted: boolean;
}

/** How many well-said words the praise names. */
const PRAISED_WORDS = 3;

export function Coach({ practiceId, phrase, scores, words, recording, accepted }: CoachProps) {
  const written = phraseWords(phrase);
  const owners = writtenOwners(written, words);
  // A word is shown as the phrase writes it ("Change", "don't") unless the engine read it in parts.
  const shown = words.map((word, index) => {
    const owner = owners[index];
    const whole = owner != null && owners.filter((each) => each === owner).length === 1;
    return whole ? (written[owner] ?? word.word) : word.word;
  });
  const fixes = thingsToFix(words);
  const [open, setOpen] = useState<number | null>(fixes[0]?.word ?? null);
  const sounds = useWordSounds(practiceId, phrase);
  const score = attemptScore(scores);
  const praised = wellSaid(words).slice(0, PRAISED_WORDS);
  const openWord = open === null ? undefined : words[open];
  // None of the phrase's words was said: there is no sound to work on, only the phrase to hear again.
  const nothingSaid = words.every((word) => word.error === 'omitted' || word.error === 'inserted');

  return (
    <section className="word-help coach" aria-labelledby="coach-title">
      <h2 id="coach-title" className="word-help-title">
        {text.title}
      </h2>
      <p className={`coach-score coach-score-${band(score)}`}>
        {text.score(text.scoreBands[band(score)], score)}
      </p>
      <p className="muted coach-note">{text.scoreWhat}</p>
      <p>
        {praised.length > 0 ? text.praiseWords(praised.map((index) => shown[index] ?? '')) : text.praiseTry}
      </p>
      {fixes.length > 0 ? (
        <div className="coach-fixes">
          <p>
            <strong>{accepted ? text.rightWithFix : text.toFix}</strong>
          </p>
          <ul className="coach-fix-list">
            {fixes.map((fix) => (
              <li key={fix.word}>{whatHappened(words[fix.word], fix.phone, shown[fix.word] ?? '')}</li>
            ))}
          </ul>
        </div>
      ) : (
        <p className="muted coach-note">{nothingSaid ? text.phraseNotHeard : text.nothingFound}</p>
      )}
      <p className="muted coach-note">{text.hint}</p>
      <ol className="plain-list word-check" lang="en">
        {words.map((word, index) => {
          const wordState = wordBand(word);
          const label = (
            <>
              <span aria-hidden="true">{text.bands[wordState].icon}</span> {shown[index]}
              <span className="visually-hidden" lang="pt-BR">
                {' '}
                ({text.bands[wordState].label})
              </span>
            </>
          );
          return (
            // biome-ignore lint/suspicious/noArrayIndexKey: the same word may be in the phrase twice
            <li key={index}>
              {wordState === 'inserted' ? (
                <span className="word word-inserted">{label}</span>
              ) : (
                <button
                  type="button"
                  className={`word word-button word-${wordState}`}
                  aria-expanded={open === index}
                  aria-controls={open === index ? 'coach-word' : undefined}
                  onClick={() => setOpen(open === index ? null : index)}
                >
                  {label}
                </button>
              )}
            </li>
          );
        })}
      </ol>
      {open !== null && openWord && (
        <WordSounds
          word={openWord}
          shown={shown[open] ?? openWord.word}
          model={owners[open] != null ? (written[owners[open]] ?? openWord.word) : openWord.word}
          recording={recording}
          sounds={sounds}
        />
      )}
      {/* biome-ignore lint/a11y/useMediaCaption: one English word the learner asked to hear, read beside it */}
      <audio ref={sounds.audio} className="word-audio" hidden />
      {sounds.error && (
        <p role="alert" className="alert tone-error">
          {sounds.error}
        </p>
      )}
    </section>
  );
}

/** One word's sounds in order, the wrong ones marked, what happened, its tips and its two voices. */
function WordSounds({
  word,
  shown,
  model,
  recording,
  sounds,
}: {
  word: RecognizedWord;
  shown: string;
  /** The word as the phrase writes it: what the model's audio is asked for. */
  model: string;
  recording?: Blob;
  sounds: ReturnType<typeof useWordSounds>;
}) {
  const phones = word.phones ?? [];
  const wordState = wordBand(word);
  const explained = phones.flatMap((phone, at) =>
    phone.habit !== undefined || phone.heard !== undefined || phone.added !== undefined ? [at] : [],
  );
  const told =
    wordState === 'omitted'
      ? [text.notHeard(shown)]
      : explained.length > 0
        ? explained.map((at) => whatHappened(word, at, shown))
        : wordState === 'poor' && phones.length > 0
          ? [whatHappened(word, weakestPhone(phones), shown)]
          : [];
  const tips = [...new Set(phones.flatMap((phone) => (isTip(phone.habit) ? [phone.habit] : [])))];
  const yours =
    canPlayRecording() && wordSegment(word, Number.POSITIVE_INFINITY) !== null ? recording : undefined;
  return (
    <div id="coach-word" className="coach-word">
      <h3 className="word-help-title">
        <span lang="en">“{shown}”</span>{' '}
        <span className="coach-word-score">
          {wordState === 'omitted'
            ? text.bands.omitted.label
            : text.wordScore(text.bands[wordState].label, word.accuracy ?? 0)}
        </span>
      </h3>
      {phones.length > 0 && (
        <>
          <p className="muted coach-note">{text.soundsTitle}</p>
          <ol className="plain-list coach-sounds">
            {phones.map((phone, at) => {
              const wrong = soundWentWrong(phone);
              return (
                // biome-ignore lint/suspicious/noArrayIndexKey: a word may have the same sound twice
                <li key={at} className={wrong ? 'coach-sound coach-sound-wrong' : 'coach-sound'}>
                  {soundSymbol(phone.phone)}
                  {wrong && (
                    <>
                      <span aria-hidden="true"> !</span>
                      <span className="visually-hidden"> ({text.soundToFix})</span>
                    </>
                  )}
                </li>
              );
            })}
          </ol>
        </>
      )}
      {told.map((sentence) => (
        <p key={sentence}>{sentence}</p>
      ))}
      {tips.map((tip) => (
        <p key={tip} className="coach-tip">
          <strong>{text.tipFor(pronunciationTips[tip].sound)}</strong> {pronunciationTips[tip].tip}
        </p>
      ))}
      <div className="coach-listen">
        <button
          type="button"
          className="button button-secondary"
          onClick={() => sounds.play(model)}
          aria-busy={sounds.loading === model}
        >
          {text.listenModel}
        </button>
        {yours && (
          <button
            type="button"
            className="button button-secondary"
            onClick={() => sounds.playRecording(yours, (duration) => wordSegment(word, duration))}
          >
            {text.listenYou}
          </button>
        )}
      </div>
    </div>
  );
}

function isTip(habit: string | undefined): habit is SoundTipId {
  return habit !== undefined && habit in pronunciationTips;
}

/** What happened to one sound of a word, in the learner's words: "Você disse /t/ no lugar de /θ/ em “anything”." */
function whatHappened(word: RecognizedWord | undefined, at: number, shown: string): string {
  const phone: AssessedPhone | undefined = word?.phones?.[at];
  if (!phone) return text.notHeard(shown);
  const expected = soundSymbol(phone.phone);
  if (phone.added)
    return (phone.added.where === 'after' ? text.addedAfter : text.addedBefore)(
      soundSymbol(phone.added.phone),
      expected,
      shown,
    );
  if (phone.heard === null) return text.dropped(expected, shown);
  if (phone.heard !== undefined) return text.saidInstead(soundSymbol(phone.heard), expected, shown);
  return text.unclear(expected, shown);
}
