import { describe, expect, it } from 'vitest';
import { parseConfig } from '../../config';
import { recognizerConfig } from './create';

describe('recognizerConfig', () => {
  it("names the project's default recognizer, globally unless a location is set", () => {
    expect(recognizerConfig(parseConfig({ GCLOUD_PROJECT: 'academia' }))).toEqual({
      googleRecognizer: 'projects/academia/locations/global/recognizers/_',
    });
    expect(
      recognizerConfig(parseConfig({ GOOGLE_CLOUD_PROJECT: 'academia', SPEECH_RECOGNIZER_LOCATION: 'us' })),
    ).toEqual({
      googleRecognizer: 'projects/academia/locations/us/recognizers/_',
    });
    expect(recognizerConfig(parseConfig({}))).toEqual({});
  });
});
