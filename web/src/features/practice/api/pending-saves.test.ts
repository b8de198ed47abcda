import type { Points } from '@shared/contract';
import { describe, expect, it, vi } from 'vitest';
import { ApiError } from '../../../lib/api-client';
import { hasPendingSaves, PENDING_SAVES_KEY } from '../../../lib/pending-saves-key';
import { createPendingSaves, type PendingSave, type SendSave } from './pending-saves';

const totals = (points: number): Points => ({
  pointsWriting: points,
  pointsSpeaking: 0,
  totalPoints: points,
});
const writing = (points: number, final = false): PendingSave => ({ kind: 'writing', points, final });

/** A server stand-in: each call waits until the test answers it. */
function manualServer() {
  const calls: {
    args: Parameters<SendSave>;
    resolve: (points: Points) => void;
    reject: (e: unknown) => void;
  }[] = [];
  const send: SendSave = (...args) =>
    new Promise<Points>((resolve, reject) => {
      calls.push({ args, resolve, reject });
    });
  return { send: vi.fn(send), calls };
}

describe('pending practice saves', () => {
  it('keeps a save on the device until the server accepts it, sent with keepalive', async () => {
    const server = manualServer();
    const saves = createPendingSaves(localStorage, server.send);
    const saved = saves.save('ana', 'practice-1', writing(10));
    expect(hasPendingSaves(localStorage)).toBe(true);
    expect(saves.pending('ana')).toEqual({ 'practice-1': writing(10) });
    expect(server.calls[0]?.args).toEqual([
      'writing',
      'ana',
      10,
      'practice-1',
      { final: false, keepalive: true },
    ]);
    server.calls[0]?.resolve(totals(10));
    expect(await saved).toEqual(totals(10));
    expect(saves.pending('ana')).toEqual({});
    // Nothing left: the key itself is gone, so the app shell loads nothing on opening.
    expect(localStorage.getItem(PENDING_SAVES_KEY)).toBeNull();
    expect(hasPendingSaves(localStorage)).toBe(false);
  });

  it('keeps only the highest points of each practice, the final save above the same points', () => {
    const saves = createPendingSaves(localStorage, manualServer().send);
    void saves.save('ana', 'practice-1', writing(20)).catch(() => undefined);
    void saves.save('ana', 'practice-1', writing(10)).catch(() => undefined);
    expect(saves.pending('ana')).toEqual({ 'practice-1': writing(20) });
    void saves.save('ana', 'practice-1', writing(20, true)).catch(() => undefined);
    void saves.save('ana', 'practice-1', writing(20)).catch(() => undefined);
    expect(saves.pending('ana')).toEqual({ 'practice-1': writing(20, true) });
    void saves
      .save('ana', 'practice-2', { kind: 'speaking', points: 30, final: false })
      .catch(() => undefined);
    void saves.save('bia', 'practice-3', writing(40)).catch(() => undefined);
    expect(saves.pending('ana')).toEqual({
      'practice-1': writing(20, true),
      'practice-2': { kind: 'speaking', points: 30, final: false },
    });
    expect(saves.pending('bia')).toEqual({ 'practice-3': writing(40) });
  });

  it('a skip, which adds a settled phrase and no points, replaces the save before it, not the final one', () => {
    const saves = createPendingSaves(localStorage, manualServer().send);
    const right = { phrase: 'Keep it simple.', result: 'right', tries: 1 } as const;
    const skipped = { phrase: 'Practice every day.', result: 'skipped', tries: 3 } as const;
    const afterRight = { ...writing(10), results: [right] };
    const afterSkip = { ...writing(10), results: [right, skipped] };
    void saves.save('ana', 'practice-1', afterRight).catch(() => undefined);
    void saves.save('ana', 'practice-1', afterSkip).catch(() => undefined);
    void saves.save('ana', 'practice-1', afterRight).catch(() => undefined);
    expect(saves.pending('ana')).toEqual({ 'practice-1': afterSkip });
    const closing = { ...writing(10, true), results: [right] };
    void saves.save('ana', 'practice-1', closing).catch(() => undefined);
    void saves.save('ana', 'practice-1', afterSkip).catch(() => undefined);
    expect(saves.pending('ana')).toEqual({ 'practice-1': closing });
  });

  it('an answer to an older save does not forget a higher one kept meanwhile', async () => {
    const server = manualServer();
    const saves = createPendingSaves(localStorage, server.send);
    const first = saves.save('ana', 'practice-1', writing(10));
    const second = saves.save('ana', 'practice-1', writing(20));
    server.calls[0]?.resolve(totals(10));
    await first;
    expect(saves.pending('ana')).toEqual({ 'practice-1': writing(20) });
    server.calls[1]?.resolve(totals(20));
    await second;
    expect(saves.pending('ana')).toEqual({});
  });

  it.each([
    [0, 'no network'],
    [500, 'a server error'],
    [503, 'a server error'],
    [401, 'a lost session'],
    [408, 'a timeout'],
    [429, 'too many requests'],
  ])('keeps the save after %i (%s) and rejects as the call did', async (status) => {
    const server = manualServer();
    const saves = createPendingSaves(localStorage, server.send);
    const saved = saves.save('ana', 'practice-1', writing(30));
    const error = new ApiError(status, 'falhou');
    server.calls[0]?.reject(error);
    await expect(saved).rejects.toBe(error);
    expect(saves.pending('ana')).toEqual({ 'practice-1': writing(30) });
  });

  it.each([400, 403, 404, 409])(
    'forgets a save refused for good (%i): sending it again would be refused again',
    async (status) => {
      const server = manualServer();
      const saves = createPendingSaves(localStorage, server.send);
      const saved = saves.save('ana', 'practice-1', writing(30));
      server.calls[0]?.reject(new ApiError(status, 'recusado'));
      await expect(saved).rejects.toBeInstanceOf(ApiError);
      expect(saves.pending('ana')).toEqual({});
    },
  );

  it('flush sends every waiting save of that learner only, and keeps those that fail', async () => {
    const failing = createPendingSaves(localStorage, () => Promise.reject(new ApiError(0, 'offline')));
    await Promise.allSettled([
      failing.save('ana', 'practice-1', writing(30)),
      failing.save('ana', 'practice-2', writing(20, true)),
      failing.save('bia', 'practice-3', writing(10)),
    ]);
    const send = vi.fn<SendSave>(async (_kind, _uid, points, practiceId) => {
      if (practiceId === 'practice-2') throw new ApiError(503, 'indisponível');
      return totals(points);
    });
    // Another page load: a new module instance reading the same storage.
    const reopened = createPendingSaves(localStorage, send);
    await reopened.flush('ana');
    expect(send.mock.calls.map((call) => call.slice(1))).toEqual([
      ['ana', 30, 'practice-1', { final: false, keepalive: true }],
      ['ana', 20, 'practice-2', { final: true, keepalive: true }],
    ]);
    expect(reopened.pending('ana')).toEqual({ 'practice-2': writing(20, true) });
    expect(reopened.pending('bia')).toEqual({ 'practice-3': writing(10) });
  });

  it('ignores what it cannot read: corrupt JSON, entries of the wrong shape', async () => {
    localStorage.setItem(PENDING_SAVES_KEY, '{not json');
    const send = vi.fn<SendSave>(async (_kind, _uid, points) => totals(points));
    const saves = createPendingSaves(localStorage, send);
    expect(saves.pending('ana')).toEqual({});
    await saves.flush('ana');
    expect(send).not.toHaveBeenCalled();
    localStorage.setItem(
      PENDING_SAVES_KEY,
      JSON.stringify({
        ana: { good: writing(10), bad: { kind: 'conversation', points: 10, final: false }, worse: 3 },
        bia: 7,
      }),
    );
    expect(saves.pending('ana')).toEqual({ good: writing(10) });
  });

  it('still sends when the device cannot store anything', async () => {
    const send = vi.fn<SendSave>(async (_kind, _uid, points) => totals(points));
    const saves = createPendingSaves(null, send);
    expect(await saves.save('ana', 'practice-1', writing(10))).toEqual(totals(10));
    expect(send).toHaveBeenCalledTimes(1);
    expect(hasPendingSaves(null)).toBe(false);
  });
});
