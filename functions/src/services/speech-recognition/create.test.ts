import { describe, expect, it } from 'vitest';
import { LOCAL_RECOGNIZER_URL, parseConfig } from '../../config';
import { recognizerConfig } from './create';

describe('recognizerConfig', () => {
  it("names the project's default recognizer, globally unless a location is set, and the engine service", () => {
    expect(recognizerConfig(parseConfig({ GCLOUD_PROJECT: 'academia' }))).toEqual({
      engineUrl: LOCAL_RECOGNIZER_URL,
      googleRecognizer: 'projects/academia/locations/global/recognizers/_',
    });
    expect(
      recognizerConfig(parseConfig({ GOOGLE_CLOUD_PROJECT: 'academia', SPEECH_RECOGNIZER_LOCATION: 'us' })),
    ).toMatchObject({
      googleRecognizer: 'projects/academia/locations/us/recognizers/_',
    });
    expect(recognizerConfig(parseConfig({ RECOGNIZER_URL: 'https://engine.a.run.app' }))).toEqual({
      engineUrl: 'https://engine.a.run.app',
    });
  });
});
