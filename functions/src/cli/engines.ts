/**
 * Says which engines the function serves with this process's environment, read by config.ts
 * as the function reads it, and whether the offline recognizer is installed: the lines
 * `npm start` prints under "Ready" (scripts/start.mjs runs it with the function's environment).
 *   node functions/run-cli.mjs engines
 */
import { config, type RecognizerName, type SynthesizerName, type TutorName } from '../config';
import { createRecognizer } from '../services/speech-recognition/create';
import { RecognizerNotInstalledError } from '../services/speech-recognition/port';

const SPEECH: Record<SynthesizerName, string> = {
  offline: 'Flite (offline)',
  google: 'Google Cloud Text-to-Speech',
};
const TUTOR: Record<TutorName, string> = {
  offline: 'the offline tutor (rule-based)',
  gemini: 'Gemini',
};

/** The offline recognizer as the function finds it (installed or not), or Google's. */
async function recognition(name: RecognizerName): Promise<string> {
  if (name === 'google') return 'Google Cloud Speech-to-Text';
  try {
    await createRecognizer('offline');
    return 'PocketSphinx (offline)';
  } catch (error) {
    if (!(error instanceof RecognizerNotInstalledError)) throw error;
    return `none (${error.message}): POST /api/speech/recognize answers 503 until \`apt-get install -y pocketsphinx pocketsphinx-en-us\``;
  }
}

const settings = config();
const lines = [
  `Text to speech:     ${SPEECH[settings.ttsEngine]}`,
  `Speech recognition: ${await recognition(settings.recognizer)}`,
  `Conversation:       ${TUTOR[settings.tutorEngine]}`,
];
if (settings.recognizer === 'offline') {
  lines.push(
    "The offline speech recognition is a stand-in for testing, not production's accuracy " +
      '(production uses Google Cloud Speech-to-Text, Text-to-Speech and Gemini).',
  );
}
console.log(lines.join('\n'));
