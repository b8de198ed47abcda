/**
 * The recognize answer from the engine's recognition: as heard, or, when the engine scored the
 * sounds of a practice recording, the phrase's words as scored with the words said but not
 * expected placed where they were said (../shared/speech-payloads.ts).
 */
import type {
  AssessedWord,
  RecognizedWord as HeardWord,
  PronunciationAssessment,
  Recognition,
} from '../services/speech-recognition/port';
import type { RecognizedWord, RecognizeSpeechResponse } from '../shared/contract';
import type { SoundTipId } from '../shared/sound-habits';
import { matchWords } from '../shared/word-states';

/** The habits (tip ids) the engine heard in a scored recording, each once: none without scores. */
export function habitsHeard({ pronunciation }: Pick<Recognition, 'pronunciation'>): SoundTipId[] {
  const tips = (pronunciation?.words ?? []).flatMap(({ phones }) =>
    phones.flatMap(({ habit }) => habit ?? []),
  );
  return [...new Set(tips)];
}

export function recognitionAnswer({
  transcript,
  words,
  pronunciation,
}: Recognition): RecognizeSpeechResponse {
  if (!pronunciation) return { transcript, ...(words ? { words } : {}) };
  const heard = words ?? transcript.split(' ').flatMap((word) => (word ? [{ word }] : []));
  return { transcript, words: scoredWords(pronunciation, heard), scores: pronunciation.scores };
}

/**
 * The phrase's scored words in order, each with the confidence of the heard word(s) it matched
 * (the longest run of the phrase found in order in what was heard, ../shared/word-states.ts),
 * and every heard word that matched none as `inserted`, where it was said: in a gap between
 * matched words, after the phrase's words of that gap (what was expected, then what was said).
 */
function scoredWords(assessment: PronunciationAssessment, heard: readonly HeardWord[]): RecognizedWord[] {
  const phrase = assessment.words;
  const match = matchWords(
    phrase.map(({ word }) => word),
    heard.map(({ word }) => word),
  );
  const answer: RecognizedWord[] = [];
  let next = 0;
  const placeUpTo = (end: number) => {
    for (; next < end; next++) {
      const found = match.expected[next];
      const confidences = found?.all ? found.heard.flatMap((j) => heard[j]?.confidence ?? []) : [];
      answer.push(phraseWord(phrase[next] as AssessedWord, confidences));
    }
  };
  heard.forEach((word, j) => {
    if (match.heardMatched[j]) {
      placeUpTo(match.expected.findLastIndex(({ heard: at }) => at.includes(j)) + 1);
      return;
    }
    const nextMatched = match.expected.findIndex(({ heard: at }, i) => i >= next && at.length > 0);
    placeUpTo(nextMatched === -1 ? phrase.length : nextMatched);
    answer.push(insertedWord(word));
  });
  placeUpTo(phrase.length);
  return answer;
}

function phraseWord({ word, accuracy, error, phones, start, end }: AssessedWord, confidences: number[]) {
  return {
    word,
    ...(confidences.length > 0 ? { confidence: Math.min(...confidences) } : {}),
    ...(start !== undefined && end !== undefined ? { start, end } : {}),
    accuracy,
    error,
    // The phones' own times stay in the engine: the answer cuts recordings by word.
    phones: phones.map(({ start: _start, end: _end, ...phone }) => phone),
  };
}

function insertedWord({ word, confidence, start, end }: HeardWord): RecognizedWord {
  return {
    word,
    ...(confidence !== undefined ? { confidence } : {}),
    ...(start !== undefined && end !== undefined ? { start, end } : {}),
    error: 'inserted',
  };
}
