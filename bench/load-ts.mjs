// Imports a dependency-free TypeScript module of the project (e.g. the shared phrase pool) from
// plain Node, by stripping its types with esbuild.
import { readFile } from 'node:fs/promises';
import { transform } from 'esbuild';

export async function loadTs(relativePath) {
  const source = await readFile(new URL(relativePath, import.meta.url), 'utf8');
  const { code } = await transform(source, { loader: 'ts', format: 'esm' });
  return import(`data:text/javascript,${encodeURIComponent(code)}`);
}
