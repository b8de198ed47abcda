// Builds the function into lib/ with esbuild (options: build-options.mjs). The admin tools are
// built apart, by run-cli.mjs.
import { readdirSync, rmSync, statSync } from 'node:fs';
import { join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, context } from 'esbuild';
import { buildOptions } from './build-options.mjs';

const outdir = fileURLToPath(new URL(buildOptions.outdir, import.meta.url));

/** Every file under `dir`, as absolute paths (none when it does not exist yet). */
function filesUnder(dir) {
  let names;
  try {
    names = readdirSync(dir, { recursive: true });
  } catch {
    return [];
  }
  return names.map((name) => join(dir, String(name))).filter((path) => statSync(path).isFile());
}

/**
 * Chunk names carry a hash: what an earlier build wrote and this one did not would be deployed
 * with the function. Those files are deleted once this build has written its own, never before,
 * so lib/ always holds a whole build: a watch stopped during its first build (Ctrl-C on
 * `npm run dev`) leaves the previous one for `SKIP_BUILD=1 npm start`.
 */
const removeStaleOutputs = {
  name: 'remove-stale-outputs',
  setup(esbuild) {
    esbuild.onEnd((result) => {
      if (result.errors.length > 0 || !result.metafile) return;
      const written = new Set(Object.keys(result.metafile.outputs).map((file) => resolve(file)));
      for (const file of filesUnder(outdir)) if (!written.has(file)) rmSync(file);
    });
  },
};

const options = { ...buildOptions, metafile: true, plugins: [removeStaleOutputs] };

if (process.argv.includes('--watch')) {
  const ctx = await context({ ...options, logLevel: 'info' });
  await ctx.watch();
} else {
  await build(options);
}
