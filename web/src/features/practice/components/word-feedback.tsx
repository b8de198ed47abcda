import { checkWords } from '@shared/word-check';
import { messages } from '../../../messages';

/** The texts around the learner's written words ("Suas palavras"). */
export interface WordFeedbackText {
  yourWords: string;
  firstWrong: (word: string, position: number) => string;
  missingBefore: (word: string) => string;
  missingAtEnd: string;
}

/**
 * Which of the learner's words were right and where the first mistake is, never the words of
 * the phrase the learner did not give: after a written answer, and after a spoken one.
 */
export function WordFeedback({
  answer,
  phrase,
  text,
}: {
  answer: string;
  phrase: string;
  text: WordFeedbackText;
}) {
  const { words, firstMistake } = checkWords(answer, phrase);
  let hint: string | null = null;
  if (firstMistake?.kind === 'wrong')
    hint = text.firstWrong(words[firstMistake.index]?.text ?? '', firstMistake.index + 1);
  else if (firstMistake && firstMistake.index < words.length)
    hint = text.missingBefore(words[firstMistake.index]?.text ?? '');
  else if (firstMistake) hint = text.missingAtEnd;
  return (
    <div className="word-feedback">
      {words.length > 0 && (
        <>
          <p className="muted">{text.yourWords}</p>
          <ol className="plain-list word-check" lang="en">
            {words.map((word, index) => (
              <li
                // biome-ignore lint/suspicious/noArrayIndexKey: the same word may be said twice
                key={index}
                className={word.right ? 'word word-right tone-success' : 'word word-wrong tone-error'}
              >
                {word.text}
                <span className="visually-hidden">
                  {' '}
                  ({word.right ? messages.practice.rightWord : messages.practice.wrongWord})
                </span>
              </li>
            ))}
          </ol>
        </>
      )}
      {hint && <p>{hint}</p>}
    </div>
  );
}
