// Builds the function and the admin tools into lib/ with esbuild (options: build-options.mjs).
import { rmSync } from 'node:fs';
import { build, context } from 'esbuild';
import { buildOptions as options } from './build-options.mjs';

// Chunk names carry a hash: without a clean start, every earlier build's chunks would stay in
// lib/ and be deployed with the function.
rmSync(new URL(options.outdir, import.meta.url), { recursive: true, force: true });

if (process.argv.includes('--watch')) {
  const ctx = await context({ ...options, logLevel: 'info' });
  await ctx.watch();
} else {
  await build(options);
}
