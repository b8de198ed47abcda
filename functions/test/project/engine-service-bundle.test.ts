/**
 * The engine service's build (build-options.mjs, recognizerBuildOptions; written nowhere): one
 * file, the only one its container copies (functions/recognizer/Dockerfile), so it may import
 * nothing but Node's own modules.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { expect, it } from 'vitest';
import { recognizerBuildOptions } from '../../build-options.mjs';

const functionsDir = join(dirname(fileURLToPath(import.meta.url)), '../..');

it('is one file that imports only node: modules', async () => {
  const result = await build({
    ...recognizerBuildOptions,
    absWorkingDir: functionsDir,
    write: false,
    metafile: true,
    sourcemap: false,
    logLevel: 'silent',
  });
  const outputs = Object.entries(result.metafile.outputs);
  expect(outputs.map(([path]) => path)).toEqual(['recognizer/dist/server.js']);
  const imports = outputs.flatMap(([, output]) => output.imports.map((edge) => edge.path));
  expect(imports.filter((path) => !path.startsWith('node:'))).toEqual([]);
}, 60_000);
