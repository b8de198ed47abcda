// A learner for the benchmarks: signed up in the auth emulator and marked activated directly in
// Firestore (activation is not what is measured), and signed in through the app's form.
import { randomUUID } from 'node:crypto';
import { request } from './http.mjs';

export const BENCH_PASSWORD = 'segredo123';

/** An account made in the auth emulator: `{localId, idToken}` (and the rest of its answer). */
export async function signUpAccount(authUrl, { email, password = BENCH_PASSWORD, displayName } = {}) {
  const response = await request(`${authUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=bench`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password, displayName, returnSecureToken: true }),
  });
  return response.json();
}

/** `{uid, token, email}` of a new activated learner; `db` is the emulator's Firestore. */
export async function activatedBenchLearner(authUrl, db) {
  const email = `bench-${randomUUID()}@example.com`;
  const { localId, idToken } = await signUpAccount(authUrl, { email, displayName: 'Bench' });
  await db.collection('users').doc(localId).set({ name: 'Bench', hasActivated: true, totalPoints: 0 });
  return { uid: localId, token: idToken, email };
}

/** Signs `learner` in through the app's form in `page` (Playwright), as a learner does. */
export async function signIn(page, baseUrl, learner) {
  await page.goto(`${baseUrl}/auth`);
  await page.getByLabel('E-mail').fill(learner.email);
  await page.getByLabel('Senha').fill(BENCH_PASSWORD);
  await page.getByRole('button', { name: 'Entrar', exact: true }).click();
  await page.waitForURL(/\/user$/);
}
