/**
 * The production adapter: Google Cloud Text-to-Speech, an en-US neural voice, MP3. Runs with
 * the function's service account (the Cloud Text-to-Speech API must be enabled on the
 * project). Never called by the tests or local runs: they use the offline engine.
 */
import type { TextToSpeechClient } from '@google-cloud/text-to-speech';
import type { SpeechEngine } from './speech-engine';

export const GOOGLE_VOICE = { languageCode: 'en-US', name: 'en-US-Neural2-F' } as const;
/** Slightly slower than normal speech: the listeners are learning. */
export const GOOGLE_SPEAKING_RATE = 0.9;

export class GoogleTtsEngine implements SpeechEngine {
  readonly voiceId = `google-${GOOGLE_VOICE.name}-rate${GOOGLE_SPEAKING_RATE}-mp3`;
  private client: Promise<TextToSpeechClient> | undefined;

  async synthesize(text: string): Promise<Uint8Array> {
    // The SDK (gRPC) loads on the first synthesis: a cache hit never needs it.
    this.client ??= import('@google-cloud/text-to-speech').then(
      (sdk) => new sdk.TextToSpeechClient(),
      (error: unknown) => {
        this.client = undefined;
        throw error;
      },
    );
    const [response] = await (await this.client).synthesizeSpeech({
      input: { text },
      voice: GOOGLE_VOICE,
      audioConfig: { audioEncoding: 'MP3', speakingRate: GOOGLE_SPEAKING_RATE },
    });
    const audio = response.audioContent;
    if (!audio || audio.length === 0) throw new Error('Cloud Text-to-Speech returned no audio');
    return typeof audio === 'string' ? Buffer.from(audio, 'base64') : new Uint8Array(audio);
  }
}
