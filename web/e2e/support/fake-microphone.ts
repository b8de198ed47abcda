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
import { chromiumArgs } from '../../../scripts/chromium.mjs';
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
