/**
 * Real audio into the browser's microphone: Chromium plays a WAV file as the microphone
 * (`--use-file-for-fake-audio-capture`) and reads it again at each getUserMedia, so a test puts
 * the next utterance at `MICROPHONE_WAV` before pressing 'Falar'. The utterances are the
 * product's own audio of each phrase (the MP3 that generate-audio served the page), decoded by
 * mpg123 into 16 kHz mono WAV (the app's own encoder). Nothing is faked at the recognition
 * boundary: the app records it, the API decodes it and PocketSphinx hears it.
 */
import { writeFileSync } from 'node:fs';
import { tmpdir } from 'node:os';
import { join } from 'node:path';
import type { Page } from '@playwright/test';
import { MPEGDecoder } from 'mpg123-decoder';
import { apiPaths } from '../../../functions/src/shared/contract';
import { activatedUser } from '../../../functions/test/api/admin';
import { BASE_URL } from '../../../functions/test/api/stack';
import { chromiumArgs, chromiumPath } from '../../../scripts/chromium.mjs';
import { encodeWav, WAV_RATE } from '../../src/lib/voice/wav';

export const MICROPHONE_WAV = join(tmpdir(), 'fala-ingles-e2e-microphone.wav');

/** Chromium's flags for a microphone that plays MICROPHONE_WAV once, allowed without a prompt. */
export function fakeMicrophoneArgs({ allowWithoutAsking = true } = {}): string[] {
  silence();
  return [
    ...chromiumArgs,
    ...(allowWithoutAsking ? ['--use-fake-ui-for-media-stream'] : []),
    `--use-file-for-fake-audio-capture=${MICROPHONE_WAV}%noloop`,
  ];
}

/**
 * A test file's browser with the fake microphone, allowed without asking:
 * `test.use(fakeMicrophoneUse())` and `test.beforeEach(() => silence())`.
 */
export function fakeMicrophoneUse() {
  return {
    launchOptions: { executablePath: chromiumPath, args: fakeMicrophoneArgs() },
    permissions: ['microphone'],
  };
}

/** A second of silence in the microphone (the file must exist when Chromium opens it). */
export function silence(): void {
  writeFileSync(MICROPHONE_WAV, encodeWav(new Float32Array(WAV_RATE)));
}

/**
 * The MP3 of every phrase the page fetched from generate-audio, by phrase. Read on its way to
 * the page (Chromium does not keep the body of a response the page streams into a Blob).
 */
export async function productAudio(page: Page): Promise<Map<string, Buffer>> {
  const audios = new Map<string, Buffer>();
  await page.route(`**${apiPaths.generateAudio}`, async (route) => {
    const response = await route.fetch();
    const body = await response.body();
    if (response.ok()) audios.set((route.request().postDataJSON() as { text: string }).text, body);
    await route.fulfill({ response, body });
  });
  return audios;
}

/**
 * Puts `mp3` in the microphone for the next getUserMedia: 1 s of silence, the utterance, then
 * 2.5 s of silence (the recorder stops itself ~1.5 s after speech).
 */
export async function speakIntoMicrophone(mp3: Buffer): Promise<void> {
  const decoder = new MPEGDecoder();
  await decoder.ready;
  try {
    const { channelData, sampleRate } = decoder.decode(new Uint8Array(mp3));
    const speech = channelData[0];
    if (!speech || speech.length === 0) throw new Error(`no audio in the ${mp3.length} bytes served`);
    if (sampleRate !== WAV_RATE)
      throw new Error(`the product's MP3 is ${sampleRate} Hz, expected ${WAV_RATE}`);
    const samples = new Float32Array(WAV_RATE + speech.length + Math.round(WAV_RATE * 2.5));
    samples.set(speech, WAV_RATE);
    writeFileSync(MICROPHONE_WAV, encodeWav(samples));
  } finally {
    decoder.free();
  }
}

/**
 * PocketSphinx, the offline stand-in for production's recognizer, does not hear every pool
 * phrase exactly from the product's voice ('Write code that your future self can read.' ->
 * 'buy a gun that your future self can read'), and a recording adds its own small variations
 * ('Learn to read a stack trace calmly.' was heard once right, once as 'learn to use...'). Each
 * of these was heard exactly in two runs through this same path (Flite's audio as Chromium's
 * microphone, recorded as 24 kbit/s Opus by MediaRecorder, decoded and recognized by the API's
 * code), chosen from the phrases PocketSphinx heard exactly from the plain WAV. Listed by
 * decreasing position in the pool: see `drawOnly`.
 */
export const HEARD_EXACTLY = [
  'Spell check your commit messages.',
  'Split large files into smaller modules.',
  'Continuous integration catches mistakes early.',
  'Side effects belong at the edges.',
  'Escape user input before you show it.',
  'Think about what happens when the network fails.',
  'Know when to stop adding features.',
  'Learn the keyboard shortcuts of your editor.',
  'Check your assumptions with a quick test.',
  'Measure before you optimize anything.',
  'Do not repeat yourself without a good reason.',
  'Make it work, then make it fast.',
  'Small functions are easier to test.',
  'Name your variables after what they mean.',
];

/** Every recording the page sent to the API: its content type and size. */
export function watchRecordings(page: Page) {
  const sent: { type: string; bytes: number; expected: string | null }[] = [];
  page.on('request', (request) => {
    const url = new URL(request.url());
    if (url.pathname !== apiPaths.recognizeSpeech()) return;
    sent.push({
      type: request.headers()['content-type'] ?? '',
      bytes: request.postDataBuffer()?.length ?? 0,
      expected: url.searchParams.get('expected'),
    });
  });
  return sent;
}

/**
 * The browser's permission prompt, as long as a learner takes to read it: getUserMedia answers
 * only after `ms` (the microphone itself is still Chromium's fake one).
 */
export async function slowPermissionPrompt(page: Page, ms = 1_500): Promise<void> {
  await page.addInitScript((delay) => {
    const media = navigator.mediaDevices;
    const open = media.getUserMedia.bind(media);
    media.getUserMedia = (constraints) =>
      new Promise((resolve) => setTimeout(resolve, delay)).then(() => open(constraints));
  }, ms);
}

let speaker: Promise<string> | undefined;

/**
 * The product's MP3 of a pool phrase, from generate-audio as another activated learner (the
 * conversation has no phrase audio of its own to repeat). Each call spends one of that
 * learner's audios of the day: at most 10.
 */
export async function phraseAudio(text: string): Promise<Buffer> {
  speaker ??= activatedUser('Voz de Teste').then(({ idToken }) => idToken);
  const response = await fetch(`${BASE_URL}${apiPaths.generateAudio}`, {
    method: 'POST',
    headers: { Authorization: `Bearer ${await speaker}`, 'Content-Type': 'application/json' },
    body: JSON.stringify({ text }),
  });
  if (!response.ok) throw new Error(`generate-audio answered ${response.status}: ${await response.text()}`);
  return Buffer.from(await response.arrayBuffer());
}
