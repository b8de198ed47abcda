// Builds the function into lib/ and the engine service into recognizer/dist/ with esbuild
// (options: build-options.mjs). The admin tools are built apart, by run-cli.mjs.
import { mkdirSync, readdirSync, readFileSync, renameSync, rmSync, statSync, writeFileSync } from 'node:fs';
import { dirname, join, resolve } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, context } from 'esbuild';
import { buildOptions, recognizerBuildOptions } from './build-options.mjs';

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

/** The file's bytes as they are on disk, or null when there is none. */
function onDisk(path) {
  try {
    return readFileSync(path);
  } catch {
    return null;
  }
}

/**
 * Each output folder (lib/, recognizer/dist/) always holds a whole build, so a watch stopped midway (Ctrl-C or a closed terminal on
 * `npm run dev`) leaves a build that `SKIP_BUILD=1 npm start` can run. esbuild writes nothing
 * itself: each changed file is written beside its place and renamed over it (a stopped write
 * would leave it empty), chunks before the entry points that import them; then the files an
 * earlier build wrote and this one did not (chunk names carry a hash) are deleted.
 */
const writeWhole = (outdir) => ({
  name: 'write-whole',
  setup(esbuild) {
    esbuild.onEnd((result) => {
      if (result.errors.length > 0 || !result.outputFiles || !result.metafile) return;
      const entries = new Set(
        Object.entries(result.metafile.outputs)
          .filter(([, output]) => output.entryPoint)
          .map(([file]) => resolve(file)),
      );
      const files = [...result.outputFiles].sort(
        (a, b) => Number(entries.has(resolve(a.path))) - Number(entries.has(resolve(b.path))),
      );
      for (const file of files) {
        if (onDisk(file.path)?.equals(file.contents)) continue;
        mkdirSync(dirname(file.path), { recursive: true });
        const temporary = `${file.path}.${process.pid}.partial`;
        writeFileSync(temporary, file.contents);
        renameSync(temporary, file.path);
      }
      const written = new Set(files.map((file) => resolve(file.path)));
      for (const file of filesUnder(outdir)) if (!written.has(file)) rmSync(file);
    });
  },
});

const builds = [buildOptions, recognizerBuildOptions].map((options) => ({
  ...options,
  metafile: true,
  write: false,
  plugins: [writeWhole(fileURLToPath(new URL(options.outdir, import.meta.url)))],
}));

if (process.argv.includes('--watch')) {
  for (const options of builds) await (await context({ ...options, logLevel: 'info' })).watch();
} else {
  await Promise.all(builds.map((options) => build(options)));
}
