/**
 * Says which engines the function serves with this process's environment, read by config.ts
 * as the function reads it, and whether the offline recognizer is installed: the lines
 * `npm start` prints under "Ready" (scripts/start.mjs runs it with the function's environment).
 *   node functions/run-cli.mjs engines
 */
import { config, type RecognizerName, type SynthesizerName, type TutorName } from '../config';
import { createRecognizer, recognizerConfig } from '../services/speech-recognition/create';
import { RecognizerNotInstalledError } from '../services/speech-recognition/port';

const SPEECH: Record<SynthesizerName, string> = {
  offline: 'Flite (offline)',
  google: 'Google Cloud Text-to-Speech',
};
const TUTOR: Record<TutorName, string> = {
  offline: 'the offline tutor (rule-based)',
  gemini: 'Gemini',
};

/** The offline recognizer as the function finds it (the engine service, its engine installed or not), or Google's. */
async function recognition(name: RecognizerName): Promise<string> {
  if (name === 'google') return 'Google Cloud Speech-to-Text';
  const settings = recognizerConfig(config());
  try {
    await createRecognizer('offline', settings);
    return `PocketSphinx (offline), the engine service at ${settings.engineUrl}`;
  } catch (error) {
    const fix =
      error instanceof RecognizerNotInstalledError
        ? '`apt-get install -y pocketsphinx-en-us python3-pocketsphinx`'
        : 'the engine service answers';
    return `none (${error instanceof Error ? error.message : error}): POST /api/speech/recognize answers 503 until ${fix}`;
  }
}

const settings = config();
const lines = [
  `Text to speech:     ${SPEECH[settings.ttsEngine]}`,
  `Speech recognition: ${await recognition(settings.recognizer)}`,
  `Conversation:       ${TUTOR[settings.tutorEngine]}`,
];
if (settings.ttsEngine === 'offline' || settings.tutorEngine === 'offline') {
  lines.push(
    'Flite and the offline tutor are stand-ins for testing (production uses Google Cloud ' +
      'Text-to-Speech and Gemini); PocketSphinx runs in production too, on Cloud Run.',
  );
}
console.log(lines.join('\n'));
