import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { seedUser, signUpLearner } from './support/emulators';
import { signInThroughForm } from './support/session';

const out = fileURLToPath(new URL('../../docs/screenshots/', import.meta.url));
const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;

const podium = [
  { name: 'Camila Rocha', pointsWriting: 480, pointsSpeaking: 390 },
  { name: 'Lucas Almeida', pointsWriting: 420, pointsSpeaking: 310 },
  { name: 'Beatriz Lima', pointsWriting: 300, pointsSpeaking: 280 },
  { name: 'Rafael Souza', pointsWriting: 260, pointsSpeaking: 150 },
  { name: 'Juliana Costa', pointsWriting: 180, pointsSpeaking: 120 },
];

async function shoot(page: Page, name: string) {
  await page.evaluate(() => document.fonts.ready);
  for (const viewport of viewports) {
    await page.setViewportSize(viewport);
    await page.screenshot({ path: `${out}${name}-${viewport.name}.png` });
  }
}

test('screens for the README', async ({ page }) => {
  test.setTimeout(90_000);
  const learners = await Promise.all(podium.map((entry) => signUpLearner(entry.name)));
  await Promise.all(
    learners.map((learner, i) => seedUser(learner.uid, { ...podium[i], hasActivated: true })),
  );

  await page.goto('/');
  await expect(page.getByText('A nova maneira de aprender inglês')).toBeVisible();
  await shoot(page, 'home');

  await page.goto('/auth');
  await expect(page.getByRole('button', { name: 'Entrar com Google' })).toBeVisible();
  await shoot(page, 'auth');

  const me = learners[1];
  if (!me) throw new Error('no learner');
  await signInThroughForm(page, me);
  await expect(page.getByRole('region', { name: 'Seus pontos' }).getByRole('definition').last()).toHaveText(
    '730',
  );
  await shoot(page, 'profile');

  await expect
    .poll(async () => ((await (await page.request.get('/api/points/ranking')).json()) as unknown[]).length, {
      timeout: 40_000,
    })
    .toBeGreaterThanOrEqual(podium.length);
  await page.goto('/ranking');
  await expect(page.getByRole('list', { name: 'Classificação dos alunos' })).toBeVisible();
  await shoot(page, 'ranking');
});
