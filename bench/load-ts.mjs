// Imports the project's TypeScript modules from plain Node: bundled with esbuild, so a module's
// own relative imports come along (a types-only transform broke the day a module imported a
// sibling), npm packages left to Node. The bundle is written inside the repository
// (test-results/ is ignored) so those npm imports resolve, and removed once imported.
import { randomUUID } from 'node:crypto';
import { mkdir, rm } from 'node:fs/promises';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';

const ROOT = new URL('../', import.meta.url);

/**
 * The exports of `contents`, TypeScript source such as
 * `export { a } from './functions/src/x.ts';` whose paths are relative to `root` (this checkout,
 * or another one's sources to compare with).
 */
export async function importTs(contents, { root = ROOT } = {}) {
  const dir = fileURLToPath(new URL('test-results/', ROOT));
  await mkdir(dir, { recursive: true });
  const outfile = `${dir}bench-bundle-${randomUUID()}.mjs`;
  await build({
    stdin: { contents, resolveDir: fileURLToPath(root), loader: 'ts' },
    bundle: true,
    platform: 'node',
    format: 'esm',
    packages: 'external',
    outfile,
    logLevel: 'silent',
  });
  try {
    return await import(outfile);
  } finally {
    await rm(outfile, { force: true });
  }
}

/** The exports of one module, `relativePath` from `base` (by default this folder, bench/). */
export function loadTs(relativePath, base = import.meta.url) {
  return importTs(`export * from ${JSON.stringify(fileURLToPath(new URL(relativePath, base)))};`);
}
