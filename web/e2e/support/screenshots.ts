/** Where the README's screenshots are written (docs/screenshots), and the widths they are taken at. */
import { fileURLToPath } from 'node:url';

export const out = fileURLToPath(new URL('../../../docs/screenshots/', import.meta.url));

export const viewports = [
  { name: 'phone', width: 390, height: 844 },
  { name: 'desktop', width: 1280, height: 800 },
] as const;
