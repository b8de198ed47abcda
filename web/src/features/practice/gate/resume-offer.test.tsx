import { act, fireEvent, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { MemoryRouter } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { AuthProvider } from '../../../lib/auth';
import { createLearnerDayStorage } from '../../../lib/learner-day-storage';
import { KEPT_PRACTICE_KEY } from '../../../lib/pending-saves-key';
import { fakeApi, json } from '../../../testing/fake-api';
import { fakeAuthStore, learner } from '../../../testing/fake-auth';
import type { StartedScreenProps } from '../session/started-practice';
import { PhrasePracticeGate } from './phrase-gate';
import { PracticeGate } from './practice-gate';

vi.mock('../../../lib/firebase', () => ({ currentIdToken: async () => 'id-token-de-teste' }));

/** The practice screen, as far as the gate is concerned: what it was started with. */
const Practice = ({ started }: StartedScreenProps) => (
  <p>
    {started?.resumed
      ? `Retomada: ${started.practiceId}, na frase "${started.resumed.phrase}", ${started.resumed.correct} acerto`
      : `Nova: ${started?.practiceId}`}
  </p>
);

/** Awaited `act`: React 19 wakes what suspended inside `act` (the offer's code, the learner) only then. */
async function renderGate(kind: 'writing' | 'conversation' = 'writing') {
  await act(async () =>
    render(
      <MemoryRouter>
        <AuthProvider store={fakeAuthStore(learner)}>
          {kind === 'conversation' ? (
            <PracticeGate kind={kind} loadPractice={async () => Practice} />
          ) : (
            <PhrasePracticeGate
              kind={kind}
              loadPractice={async () => Practice}
              learner={Promise.resolve(null)}
            />
          )}
        </AuthProvider>
      </MemoryRouter>,
    ),
  );
}

const phrases = [
  { text: 'Small steps every day.', meaning: 'Pequenos passos todos os dias.', review: false },
  { text: 'Listen before you speak.', meaning: 'Escute antes de falar.', review: true },
];
const practiceId = 'pratica-anterior-1';
/** Kept by the practice as it went (../session/kept-practice.ts): one right, the second phrase on screen. */
const kept = {
  practiceId,
  phrases,
  snapshot: {
    phrase: phrases[1]?.text,
    tries: 1,
    correct: 1,
    rounds: 1,
    progress: 10,
    total: phrases.length,
    drawn: phrases.map((phrase) => phrase.text),
    review: [
      { phrase: phrases[0]?.text, outcome: 'right', answers: ['small steps every day'] },
      { phrase: phrases[1]?.text, outcome: 'wrong', answers: ['listen before'] },
    ],
    limitReached: false,
  },
  points: 10,
  results: [
    { phrase: phrases[0]?.text, result: 'right', tries: 1 },
    { phrase: phrases[1]?.text, result: 'unanswered', tries: 1 },
  ],
};
const keep = (value: unknown, uid = learner.uid, now = new Date()) =>
  createLearnerDayStorage(KEPT_PRACTICE_KEY, localStorage).write(uid, 'writing', value, now);
const offer = () => screen.findByRole('dialog', { name: 'Continuar a prática?' });

/** The API of an activated learner with audios left, which draws `phrases` for a new practice. */
const api = () =>
  fakeApi(({ url }) => {
    if (url === '/api/users/me') {
      const points = { pointsWriting: 0, pointsSpeaking: 0, totalPoints: 0 };
      return json({
        uid: learner.uid,
        name: 'Ana',
        email: learner.email,
        photoURL: null,
        hasActivated: true,
        ...points,
      });
    }
    if (url === '/api/practices/start') return json({ level: 'beginner', dailyAudios: 10, phrases });
    if (url === '/api/points/update-writing-points')
      return json({ pointsWriting: 10, pointsSpeaking: 0, totalPoints: 10 });
    return json({ canGenerateAudio: true, used: 3, limit: 10, remaining: 7 });
  });

describe('a practice a reload left running, kept on the device', () => {
  afterEach(() => vi.unstubAllGlobals());

  it('is offered on its intro; going on starts it where it was: same id, no new draw, no call', async () => {
    const calls = api().calls;
    keep(kept);
    await renderGate();
    expect(await offer()).toHaveTextContent(
      'Você parou no meio de uma prática com 10 pontos. Continue de onde parou: os áudios que você já ouviu não contam de novo.',
    );
    await userEvent.click(screen.getByRole('button', { name: 'Continuar a prática' }));
    expect(
      await screen.findByText(`Retomada: ${practiceId}, na frase "Listen before you speak.", 1 acerto`),
    ).toBeInTheDocument();
    expect(calls).toHaveLength(0);
  });

  it("'Começar outra' ends it with its final save (its points, what became of its phrases), then starts anew", async () => {
    const calls = api().calls;
    keep(kept);
    await renderGate();
    await offer();
    await userEvent.click(screen.getByRole('button', { name: 'Começar outra' }));
    expect(await screen.findByText(/^Nova: /)).not.toHaveTextContent(practiceId);
    // Sent once the saves' code has loaded (it is not the offer's).
    await waitFor(() =>
      expect(calls.find((call) => call.url === '/api/points/update-writing-points')?.body).toEqual({
        userId: learner.uid,
        pointsWriting: 10,
        practiceId,
        final: true,
        results: kept.results,
      }),
    );
    expect(calls.map((call) => call.url)).toContain('/api/practices/start');
    expect(localStorage.getItem(KEPT_PRACTICE_KEY)).toBeNull();
  });

  it('closed with Escape, waits: the intro starts a new practice as ever', async () => {
    api();
    keep(kept);
    await renderGate();
    // The browser's Escape on a modal <dialog> is its `cancel` event.
    fireEvent(await offer(), new Event('cancel', { cancelable: true }));
    expect(screen.queryByRole('dialog', { name: 'Continuar a prática?' })).not.toBeInTheDocument();
    await userEvent.click(screen.getByRole('button', { name: 'Começar prática' }));
    expect(await screen.findByText(/^Nova: /)).toBeInTheDocument();
  });

  it.each([
    ["another learner's, on the same phone", () => keep(kept, 'outra-pessoa')],
    ["yesterday's", () => keep(kept, learner.uid, new Date(Date.now() - 24 * 60 * 60 * 1000))],
    [
      'one whose phrase is not of its draw',
      () => keep({ ...kept, snapshot: { ...kept.snapshot, phrase: 'Not drawn.' } }),
    ],
    [
      'one whose review is broken',
      () => keep({ ...kept, snapshot: { ...kept.snapshot, review: [{ phrase: 1 }] } }),
    ],
    ['not JSON', () => localStorage.setItem(KEPT_PRACTICE_KEY, '{"uid":')],
  ])('is not offered when it is %s', async (_case, store) => {
    api();
    store();
    await renderGate();
    await userEvent.click(screen.getByRole('button', { name: 'Começar prática' }));
    expect(await screen.findByText(/^Nova: /)).toBeInTheDocument();
    expect(screen.queryByRole('dialog', { name: 'Continuar a prática?' })).not.toBeInTheDocument();
  });

  it("is not offered on the conversation's intro", async () => {
    keep(kept);
    await renderGate('conversation');
    await screen.findByRole('heading', { level: 1, name: 'Conversar' });
    expect(screen.queryByRole('dialog')).not.toBeInTheDocument();
  });
});
