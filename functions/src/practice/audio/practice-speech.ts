import { config } from '../../config';
import { refundBudgetQuietly, spendBudget } from '../../data/academy-budget';
import { firestore } from '../../services/firebase-admin';
import { synthesizer } from '../../services/text-to-speech/create';
import { lazyRetrying } from '../../shared/lazy';
import { firestoreSpeechStore } from './speech-cache-store';
import { SynthesizeOnce } from './synthesize-once';

/**
 * The practices' speech: pool phrases, each synthesized once and kept (./synthesize-once.ts).
 * Only a synthesis spends the academy's characters; an audio already cached is free.
 */
export const practiceSpeech = lazyRetrying(async () => {
  const db = firestore();
  return new SynthesizeOnce(await synthesizer(), firestoreSpeechStore(db), {
    meter: async (characters) => {
      const grant = await spendBudget(
        db,
        'speechCharacters',
        characters,
        config().budgets.speechCharacters,
        new Date(),
      );
      return () => refundBudgetQuietly(db, grant);
    },
  });
});
