import { createHash } from 'node:crypto';
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { expect, type Page, test } from '@playwright/test';
import { failOnCspViolations } from './support/content-security-policy';

failOnCspViolations();

const OFFLINE_NOTICE = 'Você está sem conexão. Para praticar, conecte-se à internet.';

/** A PNG's width and height, from its IHDR chunk. */
function pngSize(bytes: Buffer): { width: number; height: number } {
  expect(bytes.subarray(1, 4).toString('ascii')).toBe('PNG');
  return { width: bytes.readUInt32BE(16), height: bytes.readUInt32BE(20) };
}

/** Waits until the service worker is active and controls the page (it does from the 2nd load). */
async function controlledByServiceWorker(page: Page): Promise<void> {
  await page.goto('/');
  await page.evaluate(async () => {
    await navigator.serviceWorker.ready;
  });
  await page.reload();
  await expect
    .poll(() => page.evaluate(() => navigator.serviceWorker.controller?.state ?? null))
    .toBe('activated');
  // The first install is not an update: nothing to offer yet.
  await expect(page.getByText('Nova versão disponível')).toHaveCount(0);
}

test('the manifest is served with a Portuguese name, standalone display and icons of the sizes phones ask for', async ({
  page,
  request,
}) => {
  await page.goto('/');
  await expect(page.locator('link[rel="manifest"]')).toHaveAttribute('href', '/manifest.webmanifest');
  await expect(page.locator('meta[name="theme-color"]')).toHaveAttribute('content', '#1d3fbb');

  const response = await request.get('/manifest.webmanifest');
  expect(response.status()).toBe(200);
  expect(response.headers()['content-type']).toContain('application/manifest+json');
  expect(response.headers()['cache-control']).toBe('no-cache');
  const manifest = (await response.json()) as {
    name: string;
    lang: string;
    display: string;
    start_url: string;
    theme_color: string;
    icons: { src: string; sizes: string; purpose: string }[];
  };
  expect(manifest).toMatchObject({
    name: 'Fala Inglês',
    lang: 'pt-BR',
    display: 'standalone',
    start_url: '/',
    theme_color: '#1d3fbb',
  });
  expect(manifest.icons.map((icon) => `${icon.sizes} ${icon.purpose}`)).toEqual([
    '192x192 any',
    '512x512 any',
    '512x512 maskable',
  ]);
  const appleIcon = await page.locator('link[rel="apple-touch-icon"]').getAttribute('href');
  const icons = [...manifest.icons, { src: appleIcon ?? '', sizes: '180x180' }];
  for (const icon of icons) {
    const file = await request.get(icon.src);
    expect(file.status(), icon.src).toBe(200);
    expect(file.headers()['content-type']).toBe('image/png');
    const [width, height] = icon.sizes.split('x').map(Number);
    expect(pngSize(await file.body())).toEqual({ width, height });
  }

  // The worker itself must never be kept by a cache: a new version would not reach learners.
  const worker = await request.get('/sw.js');
  expect(worker.headers()['cache-control']).toBe('no-cache');
  const workerCode = await worker.text();
  const runtime = workerCode.match(/"\.\/(workbox-[\w-]+)"/)?.[1];
  expect(runtime, 'sw.js imports its Workbox runtime').toBeTruthy();
  expect((await request.get(`/${runtime}.js`)).headers()['cache-control']).toBe('no-cache');

  // The precached shell is index.html as served, with the deep-link preload script that
  // preload-route-chunks writes into it: the precache manifest is made after that plugin ran.
  const shellBytes = await (await request.get('/')).body();
  const shell = shellBytes.toString('utf8');
  expect(shell).toContain("l.rel='modulepreload'");
  const shellRevision = workerCode.match(/\{url:"index\.html",revision:"([0-9a-f]+)"\}/)?.[1];
  expect(shellRevision).toBe(createHash('md5').update(shellBytes).digest('hex'));
  const precached = [...workerCode.matchAll(/\{url:"([^"]+)"/g)].map((match) => match[1] ?? '');
  const entry = shell.match(/<script type="module" crossorigin src="\/([^"]+)"/)?.[1];
  expect(precached).toEqual(expect.arrayContaining([entry, 'manifest.webmanifest', 'icons/icon-192.png']));
  expect(precached.filter((url) => url.startsWith('api'))).toEqual([]);
});

test('offline, the app shell still opens with a Portuguese notice; /api is never answered from a cache', async ({
  page,
  context,
}) => {
  await controlledByServiceWorker(page);
  // Online, /api answers; a worker that cached it would answer the same offline.
  expect(await page.evaluate(async () => (await fetch('/api/health')).status)).toBe(200);
  await expect(page.getByText(OFFLINE_NOTICE)).toHaveCount(0);

  await context.setOffline(true);
  await page.reload();
  await expect(page.getByText('A nova maneira de aprender inglês')).toBeVisible();
  await expect(page.getByRole('status').filter({ hasText: OFFLINE_NOTICE })).toBeVisible();

  // A deep link opens too: the worker answers navigations with the app shell.
  await page.goto('/ranking');
  await expect(page).toHaveTitle('Ranking · Fala Inglês');
  await expect(page.getByText(OFFLINE_NOTICE)).toBeVisible();
  await expect(page.getByRole('alert')).toContainText('Erro ao carregar ranking.');
  const offlineApi = await page.evaluate(() =>
    fetch('/api/health').then(
      (response) => `answered ${response.status}`,
      () => 'failed',
    ),
  );
  expect(offlineApi).toBe('failed');

  await context.setOffline(false);
  await expect(page.getByText(OFFLINE_NOTICE)).toHaveCount(0);
  await page.getByRole('button', { name: 'Tentar novamente' }).click();
  await expect(
    page
      .getByRole('list', { name: 'Classificação da semana' })
      .or(page.getByText('Ninguém pontuou nesta semana ainda. Pratique e seja o primeiro!')),
  ).toBeVisible();
});

test("a new deployed version offers 'Nova versão disponível' and reloads into it when asked", async ({
  page,
}) => {
  await controlledByServiceWorker(page);
  const firstWorker = await page.evaluate(async () => {
    const registration = await navigator.serviceWorker.getRegistration();
    return registration?.active?.scriptURL ?? null;
  });
  expect(firstWorker).toMatch(/\/sw\.js$/);

  // A deploy: the worker file served by Hosting changes (this suite runs one test at a time).
  const worker = fileURLToPath(new URL('../dist/sw.js', import.meta.url));
  const deployed = readFileSync(worker, 'utf8');
  writeFileSync(worker, `${deployed}\n// a new version, ${Date.now()}\n`);
  try {
    await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.update());
    const prompt = page.getByRole('alert').filter({ hasText: 'Nova versão disponível' });
    await expect(prompt).toBeVisible({ timeout: 15_000 });

    // 'Agora não' keeps the running version; the next visit asks again.
    await prompt.getByRole('button', { name: 'Agora não' }).click();
    await expect(prompt).toBeHidden();
    await page.reload();
    await expect(prompt).toBeVisible({ timeout: 15_000 });

    // On a phone the prompt sits above the bottom navigation, never over its buttons.
    await page.setViewportSize({ width: 360, height: 740 });
    const promptBox = await prompt.boundingBox();
    const navBox = await page.getByRole('navigation', { name: 'Navegação principal' }).boundingBox();
    if (!promptBox || !navBox) throw new Error('the prompt or the navigation is not drawn');
    expect(promptBox.y + promptBox.height).toBeLessThanOrEqual(navBox.y);

    await page.evaluate(() => {
      (window as unknown as { beforeUpdate: boolean }).beforeUpdate = true;
    });
    const reloaded = page.waitForEvent('load');
    // From the keyboard: the button takes focus and Enter activates it.
    await prompt.getByRole('button', { name: 'Atualizar' }).focus();
    await page.keyboard.press('Enter');
    await reloaded;
    expect(
      await page.evaluate(() => (window as unknown as { beforeUpdate?: boolean }).beforeUpdate ?? false),
    ).toBe(false);
    await expect(page.getByText('A nova maneira de aprender inglês')).toBeVisible();
    await expect(prompt).toBeHidden();
    expect(
      await page.evaluate(async () => (await navigator.serviceWorker.getRegistration())?.waiting ?? null),
    ).toBe(null);
  } finally {
    writeFileSync(worker, deployed);
  }
});
