import { afterEach, describe, expect, it, vi } from 'vitest';
import { ApiError } from '../api-client';
import { recognizeSpeech } from './recognize';

vi.mock('../firebase', () => ({ currentIdToken: async () => 'token-1' }));

afterEach(() => vi.unstubAllGlobals());

describe('recognizeSpeech', () => {
  it('posts the recording raw, with its content type and the expected phrase, and returns the transcript', async () => {
    const fetch = vi.fn(async () => Response.json({ transcript: 'practice makes perfect' }));
    vi.stubGlobal('fetch', fetch);
    const recording = new Blob([new Uint8Array([1, 2, 3])], { type: 'audio/webm;codecs=opus' });
    await expect(recognizeSpeech(recording, 'Practice makes perfect.')).resolves.toEqual({
      transcript: 'practice makes perfect',
    });
    const [url, init] = fetch.mock.calls[0] as unknown as [string, RequestInit];
    expect(url).toBe('/api/speech/recognize?expected=Practice%20makes%20perfect.');
    expect(init.method).toBe('POST');
    expect(init.body).toBe(recording);
    expect(init.headers).toMatchObject({
      'Content-Type': 'audio/webm;codecs=opus',
      Authorization: 'Bearer token-1',
    });
  });

  it("keeps a scored practice recording's words with their sounds, and the attempt's scores", async () => {
    const scored = {
      transcript: 'think',
      words: [
        {
          word: 'think',
          start: 0.1,
          end: 0.5,
          accuracy: 52,
          error: 'mispronounced',
          phones: [
            { phone: 'TH', accuracy: 20, heard: 'T', habit: 'th' },
            { phone: 'IH', accuracy: 90 },
            { phone: 'NG', accuracy: 85 },
            { phone: 'K', accuracy: 70, added: { phone: 'IY', where: 'after' } },
          ],
        },
      ],
      scores: { accuracy: 61, completeness: 100, fluency: 88 },
    };
    vi.stubGlobal('fetch', async () => Response.json(scored));
    await expect(recognizeSpeech(new Blob([], { type: 'audio/wav' }), 'Think.')).resolves.toEqual(scored);
  });

  it("turns the server's refusal into its Portuguese message", async () => {
    vi.stubGlobal('fetch', async () =>
      Response.json({ error: 'Erro no reconhecimento de voz.' }, { status: 422 }),
    );
    const error = await recognizeSpeech(new Blob([], { type: 'audio/wav' }), 'Hi.').catch((e: unknown) => e);
    expect(error).toBeInstanceOf(ApiError);
    expect(error).toMatchObject({ status: 422, message: 'Erro no reconhecimento de voz.' });
  });
});
