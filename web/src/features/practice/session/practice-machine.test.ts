import { beforeAll, describe, expect, it } from 'vitest';
import { loadSpokenCheck, speakingRules } from '../speaking/speaking-rules';
import { writingRules } from '../writing/writing-rules';
import {
  audiosLeftAfter,
  canSkip,
  type PracticeAction,
  type PracticeRules,
  type PracticeState,
  phraseNumber,
  pointsOf,
  practiceReducer,
  resultsOf,
  settledResultsOf,
  startPractice,
} from './practice-machine';

/** A draw of the test's own: eleven phrases, one more than a practice plays. */
const phrases = [
  'Write code that your future self can read.',
  'Small functions are easier to test.',
  'Commit early and commit often.',
  'Dreams do not work unless you do.',
  'Read the error message before you change anything.',
  'A clear name is better than a clever trick.',
  'Every expert was once a beginner.',
  'Practice a little every single day.',
  'Ask for help when you are stuck.',
  'Good habits make hard things easy.',
  'Rest is part of the work too.',
];
const phrase = (index: number) => phrases[index] as string;

// The speaking page loads its check when 'Falar' is pressed; these tests answer at once.
beforeAll(loadSpokenCheck);

function run(rules: PracticeRules, state: PracticeState, ...actions: PracticeAction[]): PracticeState {
  return actions.reduce((next, action) => practiceReducer(rules, next, action), state);
}

/** A practice whose first phrase's audio has arrived: the learner's turn. */
function ready(rules: PracticeRules, first = phrase(0)): PracticeState {
  return run(rules, startPractice(first, 10), { type: 'audioLoaded', phrase: first, url: `blob:${first}` });
}

const answer = (text: string, nextPhrase: string | null): PracticeAction => ({
  type: 'answer',
  answer: text,
  nextPhrase,
});
const loaded = (p: string): PracticeAction => ({ type: 'audioLoaded', phrase: p, url: `blob:${p}` });

/** Answers the current phrase right, lets the 1.5 s pass and the next audio arrive. */
function rightRound(rules: PracticeRules, state: PracticeState, next: string): PracticeState {
  return run(rules, state, answer(state.current.phrase, next), loaded(next), { type: 'continue' });
}

function wrongTries(rules: PracticeRules, state: PracticeState, count: number): PracticeState {
  return run(rules, state, ...Array.from({ length: count }, () => answer('banana split', 'unused')));
}

describe.each([
  ['writing', writingRules],
  ['speaking', speakingRules],
])('the %s practice', (_name, rules) => {
  it('starts loading its first phrase; answers wait for the audio', () => {
    const state = startPractice(phrase(0), 10);
    expect(state.phase).toBe('loading');
    expect(run(rules, state, answer(phrase(0), phrase(1)))).toBe(state);
    expect(ready(rules).phase).toBe('answering');
  });

  it('a right answer: +10 progress, +1 correct and round, the success message, the next phrase fetched', () => {
    const state = run(rules, ready(rules), answer(phrase(0).toUpperCase(), phrase(1)));
    expect(state).toMatchObject({ phase: 'celebrating', progress: 10, correct: 1, rounds: 1 });
    expect(state.feedback).toEqual({ kind: 'right', answer: phrase(0).toUpperCase() });
    expect(state.upcoming).toEqual({ phrase: phrase(1), audio: { status: 'loading' } });
    expect(state.drawn).toEqual([phrase(0), phrase(1)]);
  });

  it("after the success message, the next phrase is the learner's turn, or loads if not ready", () => {
    const early = run(rules, ready(rules), answer(phrase(0), phrase(1)), loaded(phrase(1)), {
      type: 'continue',
    });
    expect(early).toMatchObject({ phase: 'answering', tries: 0, feedback: null, upcoming: null });
    expect(early.current).toEqual({
      phrase: phrase(1),
      audio: { status: 'ready', url: `blob:${phrase(1)}` },
    });

    const late = run(rules, ready(rules), answer(phrase(0), phrase(1)), { type: 'continue' });
    expect(late.phase).toBe('loading');
    expect(run(rules, late, loaded(phrase(1))).phase).toBe('answering');
  });

  it('a wrong answer counts a try and keeps the phrase; the skip comes after 3', () => {
    const once = wrongTries(rules, ready(rules), 1);
    expect(once).toMatchObject({ phase: 'answering', tries: 1, correct: 0, rounds: 0, progress: 0 });
    expect(once.feedback).toEqual({ kind: 'wrong', answer: 'banana split' });
    expect(once.current.phrase).toBe(phrase(0));
    expect(canSkip(rules, wrongTries(rules, ready(rules), 2))).toBe(false);
    expect(canSkip(rules, wrongTries(rules, ready(rules), 3))).toBe(true);
    const early = wrongTries(rules, ready(rules), 2);
    expect(run(rules, early, { type: 'skip', nextPhrase: phrase(1) })).toBe(early);
  });

  it('a skip resets the tries, shows the phrase asked and fetches a new one', () => {
    const skipped = run(rules, wrongTries(rules, ready(rules), 3), { type: 'skip', nextPhrase: phrase(1) });
    expect(skipped).toMatchObject({ phase: 'loading', tries: 0, correct: 0 });
    expect(skipped.current).toEqual({ phrase: phrase(1), audio: { status: 'loading' } });
    expect(skipped.feedback).toEqual({ kind: 'skipped', phrase: phrase(0) });
    expect(skipped.review).toEqual([
      { phrase: phrase(0), outcome: 'skipped', answers: ['banana split', 'banana split', 'banana split'] },
    ]);
  });

  it('Encerrar ends at once, with points = correct x 10', () => {
    const state = run(rules, rightRound(rules, ready(rules), phrase(1)), { type: 'stop' });
    expect(state).toMatchObject({ phase: 'finished', endReason: 'stopped', correct: 1 });
    expect(pointsOf(state)).toBe(10);
    expect(run(rules, state, answer(phrase(1), phrase(2)))).toBe(state);
  });

  it('ends after 10 right rounds at progress 100, without fetching an 11th phrase', () => {
    let state = ready(rules);
    for (let i = 1; i < 10; i++) state = rightRound(rules, state, phrase(i));
    expect(state).toMatchObject({ phase: 'answering', rounds: 9, progress: 90 });
    state = run(rules, state, answer(phrase(9), phrase(10)));
    expect(state).toMatchObject({ phase: 'finished', endReason: 'completed', rounds: 10, progress: 100 });
    expect(state.upcoming).toBeNull();
    expect(pointsOf(state)).toBe(100);
    expect(state.review.map((item) => item.outcome)).toEqual(Array(10).fill('right'));
  });

  it('the daily limit on the current phrase ends the practice', () => {
    const state = run(rules, startPractice(phrase(0), 10), { type: 'limitReached', phrase: phrase(0) });
    expect(state).toMatchObject({ phase: 'finished', endReason: 'limit' });
  });

  it('the daily limit on the phrase fetched during the success message ends it after the message', () => {
    const celebrating = run(rules, ready(rules), answer(phrase(0), phrase(1)), {
      type: 'limitReached',
      phrase: phrase(1),
    });
    expect(celebrating.phase).toBe('celebrating');
    const ended = run(rules, celebrating, { type: 'continue' });
    expect(ended).toMatchObject({ phase: 'finished', endReason: 'limit', correct: 1 });
  });

  it('a failed audio is silent and can be fetched again; answers wait for it', () => {
    const failed = run(rules, startPractice(phrase(0), 10), { type: 'audioFailed', phrase: phrase(0) });
    expect(failed).toMatchObject({ phase: 'loading', feedback: null });
    expect(failed.current.audio).toEqual({ status: 'failed' });
    const again = run(rules, failed, { type: 'retryAudio' });
    expect(again.current.audio).toEqual({ status: 'loading' });
    expect(run(rules, again, loaded(phrase(0))).phase).toBe('answering');
  });

  it("a failed audio keeps the API's own sentence when it gave one (the academy's day is spent)", () => {
    const said = 'O uso diário da academia para gerar novos áudios acabou. Volte amanhã.';
    const failed = run(rules, startPractice(phrase(0), 10), { type: 'audioFailed', phrase: phrase(0), said });
    expect(failed.current.audio).toEqual({ status: 'failed', said });
  });

  it('reviews each phrase: what was answered and how it ended', () => {
    let state = run(rules, ready(rules), answer('keep going', phrase(1)));
    state = run(rules, state, answer(phrase(0), phrase(1)), loaded(phrase(1)), { type: 'continue' });
    state = run(rules, state, answer('nope', phrase(2)), { type: 'stop' });
    expect(state.review).toEqual([
      { phrase: phrase(0), outcome: 'right', answers: ['keep going', phrase(0)] },
      { phrase: phrase(1), outcome: 'wrong', answers: ['nope'] },
    ]);
  });

  it('late audio for a phrase no longer shown changes nothing', () => {
    const state = ready(rules);
    expect(run(rules, state, loaded('A phrase nobody asked for.'))).toEqual(state);
  });
});

describe('writing and speaking differ on skips', () => {
  it('writing: a skip counts no round and no progress', () => {
    const state = run(writingRules, wrongTries(writingRules, ready(writingRules), 3), {
      type: 'skip',
      nextPhrase: phrase(1),
    });
    expect(state).toMatchObject({ rounds: 0, progress: 0, correct: 0 });
  });

  it('speaking: a skip adds 10 progress and a round, but no correct answer', () => {
    const state = run(speakingRules, wrongTries(speakingRules, ready(speakingRules), 3), {
      type: 'skip',
      nextPhrase: phrase(1),
    });
    expect(state).toMatchObject({ rounds: 1, progress: 10, correct: 0 });
  });

  it('speaking: the 10th round may be a skip, and it ends the practice', () => {
    let state = ready(speakingRules);
    for (let i = 1; i < 10; i++) state = rightRound(speakingRules, state, phrase(i));
    state = run(speakingRules, wrongTries(speakingRules, state, 3), { type: 'skip', nextPhrase: phrase(10) });
    expect(state).toMatchObject({ phase: 'finished', endReason: 'completed', rounds: 10, correct: 9 });
    expect(pointsOf(state)).toBe(90);
  });

  it('writing: the wrong-answer modal is dismissed; speaking shows its alert until the next try', () => {
    const wrong = wrongTries(writingRules, ready(writingRules), 1);
    expect(run(writingRules, wrong, { type: 'dismissFeedback' }).feedback).toBeNull();
  });

  it('speaking accepts a transcript a recognizer writes its own way; writing does not', () => {
    const first = 'Dreams do not work unless you do.';
    expect(phrases).toContain(first);
    const transcript = "dreams don't work unless you do";
    const spoken = run(speakingRules, ready(speakingRules, first), answer(transcript, phrase(1)));
    expect(spoken.correct).toBe(1);
    const written = run(writingRules, ready(writingRules, first), answer(transcript, phrase(1)));
    expect(written.correct).toBe(0);
  });
});

describe('the end of the draw: as many phrases as a day has audios', () => {
  it('a right answer with no phrase left celebrates, then ends the practice at the daily limit', () => {
    const state = run(writingRules, ready(writingRules), answer(phrase(0), null));
    expect(state).toMatchObject({ phase: 'celebrating', correct: 1, upcoming: 'limit' });
    expect(run(writingRules, state, { type: 'continue' })).toMatchObject({
      phase: 'finished',
      endReason: 'limit',
      correct: 1,
    });
  });

  it('the 10th right answer completes the practice, whatever is left of the draw', () => {
    let state = ready(writingRules);
    for (let i = 0; i < 9; i++) state = rightRound(writingRules, state, phrase(i + 1));
    expect(run(writingRules, state, answer(state.current.phrase, null))).toMatchObject({
      endReason: 'completed',
      correct: 10,
    });
  });

  it('a skip with no phrase left ends the practice at the daily limit', () => {
    const state = run(writingRules, wrongTries(writingRules, ready(writingRules), 3), {
      type: 'skip',
      nextPhrase: null,
    });
    expect(state).toMatchObject({ phase: 'finished', endReason: 'limit' });
  });
});

describe('resultsOf', () => {
  it('reports each phrase reached: right after its tries, skipped, and the one playing at the end as unanswered', () => {
    let state = ready(writingRules);
    state = run(
      writingRules,
      state,
      answer('wrong words', phrase(1)),
      answer(phrase(0), phrase(1)),
      loaded(phrase(1)),
      {
        type: 'continue',
      },
    );
    state = run(
      writingRules,
      wrongTries(writingRules, state, 3),
      { type: 'skip', nextPhrase: phrase(2) },
      loaded(phrase(2)),
    );
    state = run(writingRules, state, { type: 'stop' });
    expect(resultsOf(state)).toEqual([
      { phrase: phrase(0), result: 'right', tries: 2 },
      { phrase: phrase(1), result: 'skipped', tries: 3 },
      { phrase: phrase(2), result: 'unanswered', tries: 0 },
    ]);
  });

  it('a phrase answered wrong when the practice ended is unanswered; one whose audio never came is not reported', () => {
    const wrong = run(writingRules, ready(writingRules), answer('wrong words', phrase(1)), { type: 'stop' });
    expect(resultsOf(wrong)).toEqual([{ phrase: phrase(0), result: 'unanswered', tries: 1 }]);
    const unheard = run(writingRules, startPractice(phrase(0), 10), { type: 'stop' });
    expect(resultsOf(unheard)).toEqual([]);
  });
});

describe('the counter: Frase n de total, counted in phrases', () => {
  it('moves with every new phrase, a writing skip too, though the skip counts no round', () => {
    let state = ready(writingRules);
    expect(phraseNumber(state)).toBe(1);
    state = run(writingRules, state, answer(phrase(0), phrase(1)));
    // The success message still belongs to the phrase just answered.
    expect(state.phase).toBe('celebrating');
    expect(phraseNumber(state)).toBe(1);
    state = run(writingRules, state, loaded(phrase(1)), { type: 'continue' });
    expect(phraseNumber(state)).toBe(2);
    state = run(writingRules, wrongTries(writingRules, state, 3), { type: 'skip', nextPhrase: phrase(2) });
    expect(state).toMatchObject({ rounds: 1, correct: 1 });
    expect(phraseNumber(state)).toBe(3);
  });

  it('counts against the phrases this practice can play: a draw of 3 (3 audios left) ends after its third', () => {
    let state = run(writingRules, startPractice(phrase(0), 3), loaded(phrase(0)));
    expect(state.total).toBe(3);
    state = rightRound(writingRules, state, phrase(1));
    state = run(writingRules, wrongTries(writingRules, state, 3), { type: 'skip', nextPhrase: phrase(2) });
    expect(phraseNumber(state)).toBe(3);
    state = run(writingRules, state, loaded(phrase(2)), answer(phrase(2), null), { type: 'continue' });
    expect(state).toMatchObject({ phase: 'finished', endReason: 'limit', correct: 2 });
    expect(audiosLeftAfter(state)).toBe(0);
  });
});

describe('audiosLeftAfter: what the final screen offers', () => {
  it('ended by the learner, the phrases of the draw not played are the audios left today', () => {
    const stopped = run(writingRules, rightRound(writingRules, ready(writingRules), phrase(1)), {
      type: 'stop',
    });
    expect(audiosLeftAfter(stopped)).toBe(8);
    // Stopped during the success message: the next phrase's audio was already taken.
    const celebrating = run(writingRules, ready(writingRules), answer(phrase(0), phrase(1)), {
      type: 'stop',
    });
    expect(audiosLeftAfter(celebrating)).toBe(8);
  });

  it('none after 10 rounds, or when the server refused an audio', () => {
    let state = ready(speakingRules);
    for (let i = 1; i < 10; i++) state = rightRound(speakingRules, state, phrase(i));
    state = run(speakingRules, state, answer(state.current.phrase, null));
    expect(state.endReason).toBe('completed');
    expect(audiosLeftAfter(state)).toBe(0);
    const refused = run(writingRules, ready(writingRules), answer(phrase(0), phrase(1)), {
      type: 'limitReached',
      phrase: phrase(1),
    });
    expect(audiosLeftAfter(run(writingRules, refused, { type: 'continue' }))).toBe(0);
  });
});

describe('settledResultsOf: what each save reports before the end', () => {
  it('the phrases answered right or skipped, not the one still being tried', () => {
    let state = rightRound(writingRules, ready(writingRules), phrase(1));
    state = run(
      writingRules,
      wrongTries(writingRules, state, 3),
      { type: 'skip', nextPhrase: phrase(2) },
      loaded(phrase(2)),
    );
    state = wrongTries(writingRules, state, 1);
    expect(settledResultsOf(state)).toEqual([
      { phrase: phrase(0), result: 'right', tries: 1 },
      { phrase: phrase(1), result: 'skipped', tries: 3 },
    ]);
    expect(settledResultsOf(ready(writingRules))).toEqual([]);
  });
});
