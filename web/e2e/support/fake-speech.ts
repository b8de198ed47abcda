/**
 * The browser's speech recognition cannot hear anything in headless Chromium (see
 * ../shared/notes/environment.md), so tests replace it at the browser boundary: a stand-in
 * for `SpeechRecognition` whose next utterances the test queues with `sayNext`. Each `start()`
 * fires `start`, then a `result` with the queued transcript (or an `error`), then `end`, as
 * Chromium does for one final result. It records the settings the app asked for.
 */
import type { Page } from '@playwright/test';

export interface Utterance {
  transcript?: string;
  error?: string;
  /** How long the learner speaks before the result (150 ms when not given). */
  afterMs?: number;
}

export interface RecognitionLog {
  starts: number;
  aborts: number;
  settings: { lang: string; interimResults: boolean; maxAlternatives: number; continuous: boolean }[];
}

const FAKE = `(() => {
  const speech = { queue: [], starts: 0, aborts: 0, settings: [] };
  window.__fakeSpeech = speech;
  class FakeSpeechRecognition extends EventTarget {
    constructor() {
      super();
      this.lang = '';
      this.interimResults = true;
      this.maxAlternatives = 5;
      this.continuous = true;
      this.live = false;
    }
    start() {
      speech.starts += 1;
      speech.settings.push({ lang: this.lang, interimResults: this.interimResults, maxAlternatives: this.maxAlternatives, continuous: this.continuous });
      this.live = true;
      const next = speech.queue.shift();
      setTimeout(() => {
        this.dispatchEvent(new Event('start'));
        if (!next) return; // keeps listening until stopped, like a silent room
        setTimeout(() => {
          if (!this.live) return;
          if (next.error) this.dispatchEvent(Object.assign(new Event('error'), { error: next.error }));
          else this.dispatchEvent(Object.assign(new Event('result'), { results: [[{ transcript: next.transcript, confidence: 0.9 }]], resultIndex: 0 }));
          this.finish();
        }, next.afterMs ?? 150);
      }, 20);
    }
    stop() { this.finish(); }
    abort() {
      speech.aborts += 1;
      if (!this.live) return;
      this.dispatchEvent(Object.assign(new Event('error'), { error: 'aborted' }));
      this.finish();
    }
    finish() {
      if (!this.live) return;
      this.live = false;
      this.dispatchEvent(new Event('end'));
    }
  }
  window.SpeechRecognition = FakeSpeechRecognition;
  window.webkitSpeechRecognition = FakeSpeechRecognition;
})();`;

/** Installs the stand-in in every page of this test before the app's code runs. */
export async function fakeSpeechRecognition(page: Page): Promise<void> {
  await page.addInitScript(FAKE);
}

/** A browser without speech recognition (e.g. Firefox). */
export async function withoutSpeechRecognition(page: Page): Promise<void> {
  await page.addInitScript(() => {
    for (const name of ['SpeechRecognition', 'webkitSpeechRecognition']) {
      Object.defineProperty(window, name, { value: undefined, configurable: true, writable: true });
    }
  });
}

/** What the recognizer will hear at the next press of 'Falar'. */
export async function sayNext(page: Page, utterance: Utterance): Promise<void> {
  await page.evaluate((next) => {
    (window as unknown as { __fakeSpeech: { queue: Utterance[] } }).__fakeSpeech.queue.push(next);
  }, utterance);
}

export function recognitionLog(page: Page): Promise<RecognitionLog> {
  return page.evaluate(() => {
    const { starts, aborts, settings } = (window as unknown as { __fakeSpeech: RecognitionLog }).__fakeSpeech;
    return { starts, aborts, settings };
  });
}
