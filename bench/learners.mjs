// A learner for the benchmarks: signed up in the auth emulator and marked activated directly in
// Firestore (activation is not what is measured), and signed in through the app's form.
import { randomUUID } from 'node:crypto';

export const BENCH_PASSWORD = 'segredo123';

/** `{uid, token, email}` of a new activated learner; `db` is the emulator's Firestore. */
export async function activatedBenchLearner(authUrl, db) {
  const email = `bench-${randomUUID()}@example.com`;
  const response = await fetch(`${authUrl}/identitytoolkit.googleapis.com/v1/accounts:signUp?key=bench`, {
    method: 'POST',
    headers: { 'Content-Type': 'application/json' },
    body: JSON.stringify({ email, password: BENCH_PASSWORD, displayName: 'Bench', returnSecureToken: true }),
  });
  const { localId, idToken } = await response.json();
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
