// Builds the function and the admin tools into lib/ with esbuild (options: build-options.mjs).
import { build, context } from 'esbuild';
import { buildOptions as options } from './build-options.mjs';

if (process.argv.includes('--watch')) {
  const ctx = await context({ ...options, logLevel: 'info' });
  await ctx.watch();
} else {
  await build(options);
}
