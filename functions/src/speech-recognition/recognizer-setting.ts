/**
 * SPEECH_RECOGNIZER chooses the server's speech recognition: `offline` (the default:
 * PocketSphinx from Debian, no network, used by `npm start` and every test) or `google` (Cloud
 * Speech-to-Text v2, for production: put `SPEECH_RECOGNIZER=google` in
 * functions/.env.<projectId>). A plain variable, like TTS_ENGINE (../speech/engine-setting.ts).
 * SPEECH_RECOGNIZER_LOCATION (default `global`) is the Cloud location of the recognizer.
 */
import {
  isRecognizerName,
  type RecognizerConfig,
  type RecognizerName,
  recognizerName,
} from '../services/recognition/engine';

export function chosenRecognizer(value: string | undefined = process.env.SPEECH_RECOGNIZER): RecognizerName {
  const name = value?.trim() || 'offline';
  if (!isRecognizerName(name))
    throw new Error(`SPEECH_RECOGNIZER must be "offline" or "google", not "${value}"`);
  return name;
}

/** The Google recognizer's resource name, from the project the function runs in. */
export function recognizerConfig(env: NodeJS.ProcessEnv = process.env): RecognizerConfig {
  const project = env.GCLOUD_PROJECT ?? env.GOOGLE_CLOUD_PROJECT;
  return project
    ? { googleRecognizer: recognizerName(project, env.SPEECH_RECOGNIZER_LOCATION?.trim() || 'global') }
    : {};
}
