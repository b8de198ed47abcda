// The practice part of the benchmark, in Chromium against the hosting emulator:
//   1. the JavaScript a signed-in learner's phone downloads for each practice route: a deep
//      link to the route in a fresh browser (nothing cached, Firebase Auth restored from
//      IndexedDB), 'Começar prática' pressed, until the first audio can play. Gzipped sizes
//      (node:zlib level 9; the emulator does not compress, Firebase Hosting's CDN does).
//      Goal: <= 150 KB gz with Auth.
//   2. start to playable: from the click on 'Começar prática' to the audio element's `canplay`,
//      with the speech cache warm (the pool prewarmed first), the app already loaded in the
//      tab (as for a learner who opens the intro and presses start). Goal: p95 <= 400 ms.
// It prints figures and never fails on them. Part of `npm run bench` (bench/run.mjs).

import { spawnSync } from 'node:child_process';
import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { root } from '../scripts/stack.mjs';
import { watchApiAnswers } from './http.mjs';
import { activatedBenchLearner, signIn } from './learners.mjs';
import { percentile } from './stats.mjs';

const JS_BUDGET_KB = 150;
const START_BUDGET_MS = 400;
const LEARNERS = 3;
const STARTS_PER_LEARNER = 10; // the daily limit: each start takes one audio
const ROUTES = ['/listening-writing', '/listening-speaking'];

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;

const ready = (page) => page.getByRole('button', { name: /^(Responder|Falar)$/ });

/** Every script a signed-in learner's fresh browser downloads to reach the first audio of `path`. */
async function practiceScripts(browser, baseUrl, storageState, path) {
  const context = await browser.newContext({ storageState, locale: 'pt-BR' });
  const page = await context.newPage();
  const checkAnswers = watchApiAnswers(page);
  const pending = [];
  page.on('response', (response) => {
    if (response.request().resourceType() !== 'script') return;
    pending.push(
      response.body().then((body) => ({ url: response.url(), gzip: gzipSync(body, { level: 9 }).length })),
    );
  });
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole('button', { name: 'Começar prática' }).click();
  await ready(page).first().waitFor();
  await page.waitForFunction(() => document.querySelector('audio')?.readyState >= 3);
  const scripts = await Promise.all(pending);
  await context.close();
  checkAnswers();
  return scripts;
}

/** Milliseconds from the click on 'Começar prática' to the first `canplay` of the phrase's audio. */
async function startToPlayable(page, baseUrl, path) {
  await page.goto(`${baseUrl}${path}`);
  await page.getByRole('button', { name: 'Começar prática' }).waitFor();
  await page.evaluate(() => {
    const marks = {};
    window.__startMarks = marks;
    document.addEventListener(
      'click',
      () => {
        marks.click ??= performance.now();
      },
      { capture: true, once: true },
    );
    // Media events do not bubble, but a capturing listener on the document sees them.
    document.addEventListener(
      'canplay',
      () => {
        marks.playable ??= performance.now();
      },
      true,
    );
  });
  await page.getByRole('button', { name: 'Começar prática' }).click();
  await page.waitForFunction(() => window.__startMarks.playable !== undefined);
  return page.evaluate(() => window.__startMarks.playable - window.__startMarks.click);
}

export async function benchPractice({ baseUrl, authUrl }) {
  console.log('\nPractices (hosting emulator, Chromium)');
  const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT });
  const db = getFirestore(app);

  console.log('  Prewarming the speech cache with the whole pool (npm run tts:prewarm)...');
  // Its progress lines go straight to the terminal.
  spawnSync(process.execPath, ['functions/run-cli.mjs', 'tts-prewarm'], {
    cwd: root,
    env: process.env,
    stdio: ['ignore', 'inherit', 'inherit'],
  });

  const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
  try {
    const learners = [];
    for (let i = 0; i < LEARNERS; i++) learners.push(await activatedBenchLearner(authUrl, db));

    // 1. JS per practice route, for a signed-in learner in a fresh browser.
    const signingIn = await browser.newContext({ locale: 'pt-BR' });
    await signIn(await signingIn.newPage(), baseUrl, learners[0]);
    const storageState = await signingIn.storageState({ indexedDB: true });
    await signingIn.close();
    console.log(
      `  JavaScript a signed-in learner downloads to reach the first audio (goal <= ${JS_BUDGET_KB} KB gz):`,
    );
    for (const path of ROUTES) {
      const scripts = await practiceScripts(browser, baseUrl, storageState, path);
      const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
      const within = total <= JS_BUDGET_KB * 1024 ? 'within' : 'OVER';
      console.log(
        `    ${path.padEnd(22)} ${kb(total).padStart(9)} gzip in ${scripts.length} files (${within})`,
      );
      // Largest first: where to look when the total grows.
      for (const script of [...scripts].sort((a, b) => b.gzip - a.gzip)) {
        console.log(`      ${new URL(script.url).pathname.padEnd(48)} ${kb(script.gzip).padStart(9)}`);
      }
    }

    // 2. Start to playable, warm speech cache; each start takes one of the learner's 10 audios.
    const times = [];
    let first;
    for (const [index, learner] of learners.entries()) {
      const context = await browser.newContext({ locale: 'pt-BR' });
      // Each start leaves its practice running, which the next intro would offer to go on with
      // (as after a reload): every start measured here is a new practice.
      await context.addInitScript(() => localStorage.removeItem('fala-ingles:practice-in-progress'));
      const page = await context.newPage();
      const checkAnswers = watchApiAnswers(page);
      await signIn(page, baseUrl, learner);
      const starts = index === 0 ? STARTS_PER_LEARNER - ROUTES.length : STARTS_PER_LEARNER;
      for (let i = 0; i < starts; i++) {
        const elapsed = await startToPlayable(page, baseUrl, ROUTES[i % ROUTES.length]);
        if (first === undefined) first = elapsed;
        else times.push(elapsed);
      }
      await context.close();
      checkAnswers();
    }
    const p95 = percentile(times, 95);
    console.log(
      `  'Começar prática' to a playable audio, warm speech cache, ${times.length} starts: ` +
        `p50 ${percentile(times, 50).toFixed(0)} ms, p95 ${p95.toFixed(0)} ms, max ${Math.max(...times).toFixed(0)} ms ` +
        `(${p95 <= START_BUDGET_MS ? 'within' : 'OVER'} the ${START_BUDGET_MS} ms goal)`,
    );
    console.log(
      `    the very first start, practice code not yet cached by the browser: ${first?.toFixed(0)} ms`,
    );
  } finally {
    await browser.close();
  }
}
