import { describe, expect, it } from 'vitest';
import { chosenRecognizer, recognizerConfig } from './recognizer-setting';

describe('chosenRecognizer (SPEECH_RECOGNIZER)', () => {
  it('is the offline engine unless production names Google', () => {
    expect(chosenRecognizer(undefined)).toBe('offline');
    expect(chosenRecognizer('  ')).toBe('offline');
    expect(chosenRecognizer('offline')).toBe('offline');
    expect(chosenRecognizer(' google ')).toBe('google');
  });

  it('refuses a name it does not know, rather than guessing', () => {
    expect(() => chosenRecognizer('whisper')).toThrow(/SPEECH_RECOGNIZER/);
  });
});

describe('recognizerConfig', () => {
  it("names the project's default recognizer, globally unless a location is set", () => {
    expect(recognizerConfig({ GCLOUD_PROJECT: 'academia' })).toEqual({
      googleRecognizer: 'projects/academia/locations/global/recognizers/_',
    });
    expect(recognizerConfig({ GOOGLE_CLOUD_PROJECT: 'academia', SPEECH_RECOGNIZER_LOCATION: 'us' })).toEqual({
      googleRecognizer: 'projects/academia/locations/us/recognizers/_',
    });
    expect(recognizerConfig({})).toEqual({});
  });
});
