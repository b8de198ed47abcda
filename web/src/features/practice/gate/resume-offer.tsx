/**
 * A practice that was running when the page reloaded (or the phone reopened the tab) waits on
 * the device (../session/kept-practice-store.ts): its intro asks whether to go on with it, where
 * it stopped, or to start another, which ends it with its final save (its points were saved as
 * they came; the save closes it and brings its missed phrases back for review). Loaded only when
 * something is kept.
 */
import { PRACTICE_ID_PATTERN, phraseResultsSchema, practicePhraseSchema } from '@shared/contract';
import { DAILY_AUDIO_LIMIT, MAX_POINTS_PER_PRACTICE, type PracticeKind } from '@shared/rules';
import { useState } from 'react';
import * as v from 'valibot';
import { Modal } from '../../../components/modal';
import { readToday } from '../../../lib/learner-day-read';
import { resumeMessages } from '../../../messages/resume';
import { reviewedPhraseSchema } from '../results/final-state';
import { type KeptPractice, keptPractices } from '../session/kept-practice-store';
import type { PracticeStart } from './use-practice-start';

const count = v.pipe(v.number(), v.integer(), v.minValue(0));

const keptPracticeSchema = v.pipe(
  v.object({
    practiceId: v.pipe(v.string(), v.regex(PRACTICE_ID_PATTERN)),
    phrases: v.pipe(v.array(practicePhraseSchema), v.minLength(1)),
    // A copy kept before the draw said them is from when every learner had the default.
    dailyAudios: v.optional(count, DAILY_AUDIO_LIMIT),
    snapshot: v.object({
      phrase: v.string(),
      tries: count,
      correct: count,
      rounds: count,
      progress: count,
      total: count,
      drawn: v.array(v.string()),
      review: v.array(reviewedPhraseSchema),
      limitReached: v.boolean(),
    }),
    points: v.pipe(count, v.maxValue(MAX_POINTS_PER_PRACTICE)),
    results: phraseResultsSchema,
  }),
  // Only phrases of its own draw, counted against it: anything else would play a phrase the
  // server never drew for it.
  v.check(({ phrases, snapshot }) => {
    const drawn = new Set(phrases.map((phrase) => phrase.text));
    return (
      snapshot.total === phrases.length &&
      drawn.has(snapshot.phrase) &&
      snapshot.drawn.every((phrase) => drawn.has(phrase))
    );
  }),
);

/** The learner's practice of `kind` kept today, or null (none, another learner's, yesterday's, malformed). */
export function readKeptPractice(userId: string, kind: PracticeKind): KeptPractice | null {
  const read = v.safeParse(keptPracticeSchema, readToday(keptPractices, userId, kind));
  return read.success ? read.output : null;
}

export function ResumeOffer({
  kind,
  start: { userId, begin, resume },
}: {
  kind: PracticeKind;
  /** The intro's start: whose practice it is, going on with it, and 'Começar prática' for 'Começar outra'. */
  start: Pick<PracticeStart, 'userId' | 'begin' | 'resume'>;
}) {
  const [kept] = useState(() => (userId ? readKeptPractice(userId, kind) : null));
  const [open, setOpen] = useState(true);
  if (!userId || !kept || !open) return null;

  const goOn = () => {
    setOpen(false);
    const { practiceId, phrases, dailyAudios, snapshot } = kept;
    resume({ practiceId, phrases, dailyAudios, resumed: snapshot });
  };

  const another = () => {
    setOpen(false);
    keptPractices.remove(userId, kind);
    const { practiceId, points, results } = kept;
    // The saves' code is the practice's: loaded now, not with the offer.
    import('../api/pending-saves')
      .then(({ pendingSaves }) =>
        pendingSaves.save(userId, practiceId, { kind, points, final: true, results }),
      )
      .catch(() => undefined);
    begin();
  };

  return (
    <Modal open title={resumeMessages.title} onClose={() => setOpen(false)}>
      <p className="modal-text">{resumeMessages.text(kept.points)}</p>
      <div className="modal-actions">
        <button type="button" className="button button-secondary" onClick={another}>
          {resumeMessages.another}
        </button>
        <button type="button" className="button button-primary" onClick={goOn}>
          {resumeMessages.go}
        </button>
      </div>
    </Modal>
  );
}
