// esbuild options of the function's build (build.mjs), shared with the test of its module graph
// (src/bundle-graph.test.ts). The shared contract (src/shared) is compiled in, npm packages stay
// external and are installed by Cloud Build from package.json. The admin command-line tools
// (src/cli) are bundled beside it, to lib/cli. The Flite worker thread is its own entry,
// lib/flite-worker.js, found at run time by src/services/text-to-speech/flite/flite-synthesizer.ts.
//
// Splitting keeps each `import()` of the sources a separate file (lib/*-[hash].js), loaded
// when the import runs: without it esbuild inlines the imported module and hoists its npm
// imports to the top of lib/index.js, so a lazily imported SDK would still load at cold start.
export const buildOptions = {
  entryPoints: [
    'src/index.ts',
    'src/cli/*.ts',
    { in: 'src/services/text-to-speech/flite/flite-worker.ts', out: 'flite-worker' },
  ],
  outbase: 'src',
  outdir: 'lib',
  bundle: true,
  splitting: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  sourcemap: true,
  logLevel: 'warning',
};
