/**
 * A tutor of the test that holds its reply: `asked` resolves once a turn reaches it, and the
 * reply comes only at `release()`, so a test can act while a learner's turn is in flight.
 */
import type { Tutor } from '../../src/services/tutor/port';

export function heldTutor(reply: string) {
  let release = () => {};
  let reached = () => {};
  const asked = new Promise<void>((resolve) => {
    reached = resolve;
  });
  const tutor = async (): Promise<Tutor> => ({
    name: 'held-tutor',
    reply: async () => {
      reached();
      await new Promise<void>((resolve) => {
        release = resolve;
      });
      return { reply, correction: null, translation: '' };
    },
  });
  return { tutor, asked, release: () => release() };
}
