import { describe, expect, it } from 'vitest';
import { config, parseConfig } from './config';

describe('parseConfig: the engines (TTS_ENGINE, SPEECH_RECOGNIZER, TUTOR_ENGINE)', () => {
  it('are offline unless production names Google or Gemini', () => {
    for (const unset of [undefined, '', '  ']) {
      expect(parseConfig({ TTS_ENGINE: unset, SPEECH_RECOGNIZER: unset, TUTOR_ENGINE: unset })).toMatchObject(
        {
          ttsEngine: 'offline',
          recognizer: 'offline',
          tutorEngine: 'offline',
        },
      );
    }
    expect(parseConfig({ SPEECH_RECOGNIZER: 'offline' }).recognizer).toBe('offline');
    expect(parseConfig({ TTS_ENGINE: ' google ' }).ttsEngine).toBe('google');
    expect(parseConfig({ SPEECH_RECOGNIZER: ' google ' }).recognizer).toBe('google');
    expect(parseConfig({ TUTOR_ENGINE: 'gemini' }).tutorEngine).toBe('gemini');
  });

  it('refuse a name they do not know instead of silently falling back', () => {
    expect(() => parseConfig({ TTS_ENGINE: 'gogle' })).toThrow(
      'TTS_ENGINE must be "offline" or "google", not "gogle"',
    );
    expect(() => parseConfig({ SPEECH_RECOGNIZER: 'whisper' })).toThrow(/SPEECH_RECOGNIZER/);
    expect(() => parseConfig({ TUTOR_ENGINE: 'gpt' })).toThrow(
      'TUTOR_ENGINE must be "offline" or "gemini", not "gpt"',
    );
  });
});

describe('parseConfig: the recognizer’s project and location', () => {
  it('takes the project from GCLOUD_PROJECT or GOOGLE_CLOUD_PROJECT, the location global by default', () => {
    expect(parseConfig({ GCLOUD_PROJECT: 'academia' })).toMatchObject({
      project: 'academia',
      recognizerLocation: 'global',
    });
    expect(
      parseConfig({ GOOGLE_CLOUD_PROJECT: 'academia', SPEECH_RECOGNIZER_LOCATION: ' us ' }),
    ).toMatchObject({
      project: 'academia',
      recognizerLocation: 'us',
    });
    expect(parseConfig({}).project).toBeUndefined();
  });
});

describe('parseConfig: the numbers (RANKING_CACHE_SECONDS, TRUSTED_PROXY_HOPS)', () => {
  it('are 30 s and 2 hops unless set', () => {
    expect(parseConfig({})).toMatchObject({ rankingCacheSeconds: 30, trustedProxyHops: 2 });
    expect(parseConfig({ RANKING_CACHE_SECONDS: '1', TRUSTED_PROXY_HOPS: ' 1 ' })).toMatchObject({
      rankingCacheSeconds: 1,
      trustedProxyHops: 1,
    });
  });

  it('must be whole numbers, 0 or more', () => {
    for (const wrong of ['thirty', '-1', '1.5', '0x10']) {
      expect(() => parseConfig({ RANKING_CACHE_SECONDS: wrong })).toThrow(
        `RANKING_CACHE_SECONDS must be a whole number (0 or more), not "${wrong}"`,
      );
    }
    expect(() => parseConfig({ TRUSTED_PROXY_HOPS: 'two' })).toThrow(/TRUSTED_PROXY_HOPS/);
  });
});

describe('parseConfig: the result', () => {
  it('names every variable that is wrong, at once', () => {
    expect(() => parseConfig({ TTS_ENGINE: 'x', TRUSTED_PROXY_HOPS: 'y' })).toThrow(
      /^Invalid function settings: TTS_ENGINE must be .*; TRUSTED_PROXY_HOPS must be /,
    );
  });

  it('is frozen', () => {
    expect(Object.isFrozen(parseConfig({}))).toBe(true);
  });
});

describe('config', () => {
  it("is this process's environment, parsed once", () => {
    expect(config()).toBe(config());
    expect(config()).toEqual(parseConfig(process.env));
  });
});

describe("parseConfig: the academy's daily budgets", () => {
  it('are sized for 1,000 active learners unless set, over 20 shards', () => {
    expect(parseConfig({}).budgets).toEqual({
      tutorReplies: { amount: 50_000, shards: 20 },
      speechCharacters: { amount: 7_500_000, shards: 20 },
      recognitionSeconds: { amount: 160_000, shards: 20 },
    });
    const small = parseConfig({ ACADEMY_DAILY_TUTOR_REPLIES: '50', ACADEMY_BUDGET_SHARDS: '7' });
    expect(small.budgets.tutorReplies).toEqual({ amount: 50, shards: 7 });
  });

  it('refuse a shard count that is not 1 to 999', () => {
    for (const wrong of ['0', '-1', '1000', 'many']) {
      expect(() => parseConfig({ ACADEMY_BUDGET_SHARDS: wrong })).toThrow(/ACADEMY_BUDGET_SHARDS must be/);
    }
  });
});

describe('parseConfig: App Check (APP_CHECK)', () => {
  it('is off unless production says enforce, and a misspelling stops the function', () => {
    expect(parseConfig({}).appCheck).toBe('off');
    expect(parseConfig({ APP_CHECK: ' enforce ' }).appCheck).toBe('enforce');
    expect(() => parseConfig({ APP_CHECK: 'on' })).toThrow('APP_CHECK must be "off" or "enforce", not "on"');
  });
});

describe('parseConfig: the engine service (RECOGNIZER_URL)', () => {
  it("is the local stack's unless set, an http(s) URL with no path", async () => {
    const { urls } = await import('../../scripts/stack-config.mjs');
    expect(parseConfig({}).recognizerUrl).toBe(urls.recognizer);
    const cloudRun = 'https://recognizer-abc123-rj.a.run.app';
    expect(parseConfig({ RECOGNIZER_URL: ` ${cloudRun} ` }).recognizerUrl).toBe(cloudRun);
    expect(() => parseConfig({ RECOGNIZER_URL: 'recognizer:8080' })).toThrow(/RECOGNIZER_URL must be/);
    expect(() => parseConfig({ RECOGNIZER_URL: `${cloudRun}/decode` })).toThrow(/RECOGNIZER_URL/);
  });
});
