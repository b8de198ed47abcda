// Bundles the function with esbuild: the shared contract (src/shared) is compiled in, npm
// packages stay external and are installed by Cloud Build from package.json. The admin
// command-line tools (src/cli) are bundled beside it, to lib/cli. The Flite worker thread is its
// own entry, lib/flite-worker.js, found at run time by src/services/speech/offline-engine.ts.
import { build, context } from 'esbuild';

const options = {
  entryPoints: [
    'src/index.ts',
    'src/cli/*.ts',
    { in: 'src/services/speech/flite-worker.ts', out: 'flite-worker' },
  ],
  outbase: 'src',
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
