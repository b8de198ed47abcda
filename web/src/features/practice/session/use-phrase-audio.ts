import { type Dispatch, useEffect, useRef } from 'react';
import { ApiError } from '../../../lib/api-client';
import { DailyLimitReached, fetchPhraseAudio } from '../api/audio';
import { rememberAudio } from './audio-memory';
import type { PracticeAction, PracticeState } from './practice-machine';

/** The API's own sentence of a 503: the academy's day of new audios is spent (until tomorrow). */
function academyDayOver(error: unknown): string | undefined {
  return error instanceof ApiError && error.status === 503 && error.fromServer ? error.message : undefined;
}

/**
 * Each phrase's audio is fetched once, when the machine first asks for it: the current phrase's,
 * and the next one's during the success message.
 */
export function usePhraseAudio(
  current: PracticeState['current'],
  upcoming: PracticeState['upcoming'],
  practiceId: string,
  dispatch: Dispatch<PracticeAction>,
) {
  const requested = useRef(new Set<string>());
  useEffect(() => {
    const wanted = [current, upcoming].filter(
      (slot) => slot && slot !== 'limit' && slot.audio.status === 'loading',
    );
    for (const slot of wanted) {
      if (!slot || slot === 'limit' || requested.current.has(slot.phrase)) continue;
      const { phrase } = slot;
      requested.current.add(phrase);
      fetchPhraseAudio(phrase, practiceId).then(
        (audio) => dispatch({ type: 'audioLoaded', phrase, url: rememberAudio(phrase, audio) }),
        (error: unknown) => {
          requested.current.delete(phrase);
          dispatch(
            error instanceof DailyLimitReached
              ? { type: 'limitReached', phrase }
              : { type: 'audioFailed', phrase, said: academyDayOver(error) },
          );
        },
      );
    }
  }, [current, upcoming, practiceId, dispatch]);
}
