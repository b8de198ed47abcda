// `npm run icons`: draws the app's home-screen icons from the logo (web/public/favicon.svg) in
// Debian's Chromium, the browser the tests use, so no image library is needed. The PNGs are
// committed (web/public/icons/); run this again only when the logo changes.
//   icon-192.png, icon-512.png   the logo on transparency ("any" purpose)
//   icon-maskable-512.png        the logo within the 80% safe zone on white, for launchers that
//                                cut icons into circles or squircles
//   apple-touch-icon.png (180)   iOS: opaque, white behind the logo
import { readFileSync, statSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { chromium } from '@playwright/test';
import { chromiumArgs, chromiumPath } from './chromium.mjs';

const web = fileURLToPath(new URL('../web/public/', import.meta.url));
const logo = readFileSync(`${web}favicon.svg`, 'utf8');

const icons = [
  { file: 'icons/icon-192.png', size: 192, scale: 1, background: null },
  { file: 'icons/icon-512.png', size: 512, scale: 1, background: null },
  { file: 'icons/icon-maskable-512.png', size: 512, scale: 0.7, background: '#ffffff' },
  { file: 'icons/apple-touch-icon.png', size: 180, scale: 0.8, background: '#ffffff' },
];

const browser = await chromium.launch({ executablePath: chromiumPath, args: chromiumArgs });
try {
  for (const { file, size, scale, background } of icons) {
    const page = await browser.newPage({ viewport: { width: size, height: size } });
    const side = Math.round(size * scale);
    await page.setContent(
      `<body style="margin:0;display:grid;place-items:center;width:${size}px;height:${size}px;` +
        `background:${background ?? 'transparent'}">` +
        `<div style="width:${side}px;height:${side}px">${logo.replace('<svg ', `<svg width="${side}" height="${side}" `)}</div></body>`,
    );
    await page.screenshot({ path: `${web}${file}`, omitBackground: background === null });
    await page.close();
    console.log(`${file}  ${size}x${size}  ${(statSync(`${web}${file}`).size / 1024).toFixed(1)} KB`);
  }
} finally {
  await browser.close();
}
