// Bundles the function with esbuild: the shared contract (src/shared) is compiled in, npm
// packages stay external and are installed by Cloud Build from package.json.
import { build, context } from 'esbuild';

const options = {
  entryPoints: ['src/index.ts'],
  outdir: 'lib',
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
};

if (process.argv.includes('--watch')) {
  const ctx = await context({ ...options, logLevel: 'info' });
  await ctx.watch();
} else {
  await build(options);
}
