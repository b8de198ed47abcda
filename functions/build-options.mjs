// esbuild options of the function's build (build.mjs), shared with the test of its module graph
// (test/project/bundle-graph.test.ts), and of the admin tools' build (run-cli.mjs). The shared contract
// (src/shared) is compiled in, npm packages stay external and are installed by Cloud Build from
// package.json. The Flite worker thread is its own entry, flite-worker.js beside the bundle that
// starts it, found at run time by src/services/text-to-speech/flite/flite-synthesizer.ts.

const common = {
  bundle: true,
  platform: 'node',
  target: 'node20',
  format: 'esm',
  packages: 'external',
  logLevel: 'warning',
};
const fliteWorker = { in: 'src/services/text-to-speech/flite/flite-worker.ts', out: 'flite-worker' };

// Splitting keeps each `import()` of the sources a separate file (lib/*-[hash].js), loaded
// when the import runs: without it esbuild inlines the imported module and hoists its npm
// imports to the top of lib/index.js, so a lazily imported SDK would still load at cold start.
export const buildOptions = {
  ...common,
  entryPoints: ['src/index.ts', fliteWorker],
  outbase: 'src',
  outdir: 'lib',
  splitting: true,
  sourcemap: true,
};

/**
 * The engine service (src/recognizer/main.ts, its definition in recognizer/): one whole file,
 * recognizer/dist/server.js, the only file its container copies, so every import is bundled in
 * (a test of the bundle checks that it imports nothing but node's own modules). Not in lib/: it is no part of the
 * function's deploy.
 */
export const recognizerBuildOptions = {
  ...common,
  packages: undefined,
  entryPoints: [{ in: 'src/recognizer/main.ts', out: 'server' }],
  outdir: 'recognizer/dist',
  sourcemap: true,
};

/**
 * The admin tools (src/cli/<tool>.ts), one whole file each, to .cli/ and never to lib/: the
 * functions emulator reloads the function whenever lib/ changes (failing the requests in flight
 * of a running `npm start`) and ignores dot-directories; firebase.json keeps .cli/ out of deploys.
 */
export function cliBuildOptions(tool) {
  return { ...common, entryPoints: [{ in: `src/cli/${tool}.ts`, out: tool }, fliteWorker], outdir: '.cli' };
}
