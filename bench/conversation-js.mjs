// The JavaScript a signed-in learner's fresh browser downloads for the conversation route
// (`/talking`): a deep link (Firebase Auth restored from IndexedDB), 'Começar prática' pressed,
// until the conversation's text box shows. Gzipped sizes (node:zlib level 9), as bench/practice.mjs
// measures the phrase practices. Budget: the practices' <= 150 KB gz. It prints and never fails.
// Run against a running stack: `npm run with-stack -- node bench/conversation-js.mjs`.

import { gzipSync } from 'node:zlib';
import { chromium } from '@playwright/test';
import { getApps, initializeApp } from 'firebase-admin/app';
import { getFirestore } from 'firebase-admin/firestore';
import { chromiumArgs, chromiumPath } from '../scripts/chromium.mjs';
import { stackEnv, urls } from '../scripts/stack.mjs';
import { watchApiAnswers } from './http.mjs';
import { activatedBenchLearner, signIn } from './learners.mjs';

const kb = (bytes) => `${(bytes / 1024).toFixed(1)} KB`;
const baseUrl = urls.hosting;
const authUrl = `http://${stackEnv.FIREBASE_AUTH_EMULATOR_HOST}`;

const app = getApps()[0] ?? initializeApp({ projectId: process.env.GCLOUD_PROJECT });
const learner = await activatedBenchLearner(authUrl, getFirestore(app));
const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  const signingIn = await browser.newContext({ locale: 'pt-BR' });
  await signIn(await signingIn.newPage(), baseUrl, learner);
  const storageState = await signingIn.storageState({ indexedDB: true });
  await signingIn.close();

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
  await page.goto(`${baseUrl}/talking`);
  await page.getByRole('button', { name: 'Começar prática' }).click();
  await page.getByLabel('Ou escreva em inglês').waitFor();
  await page.waitForLoadState('networkidle');
  const scripts = await Promise.all(pending);
  await context.close();
  checkAnswers();
  const total = scripts.reduce((sum, script) => sum + script.gzip, 0);
  console.log(
    `/talking, signed in, to the text box: ${kb(total)} gzip (${total} bytes) in ${scripts.length} files`,
  );
  for (const script of [...scripts].sort((a, b) => b.gzip - a.gzip)) {
    console.log(`  ${new URL(script.url).pathname.padEnd(48)} ${kb(script.gzip).padStart(9)}`);
  }
} finally {
  await browser.close();
}
