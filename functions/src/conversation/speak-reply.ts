import { withDeadline } from '../http/deadline';
import { synthesizer } from '../services/text-to-speech/create';

/**
 * How long a tutor reply's speech may take: the reply is already credited and goes out as text
 * when its audio is late. Cloud TTS's first attempt fits (10 s), and the turn stays inside the
 * function's 60 s (docs/api.md).
 */
export const REPLY_SPEECH_DEADLINE_MS = 15_000;

/**
 * A tutor reply spoken in the practices' voice, or a DeadlineError after REPLY_SPEECH_DEADLINE_MS.
 * Not cached: each reply is new, and the shared cache stays bounded to the phrase pool.
 */
export function speakReply(text: string): Promise<Uint8Array> {
  const speech = synthesizer().then((engine) => engine.synthesize(text));
  return withDeadline(speech, REPLY_SPEECH_DEADLINE_MS, 'Speech of a tutor reply');
}
