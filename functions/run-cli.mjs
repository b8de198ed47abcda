// Runs an admin tool (src/cli/<tool>.ts): `npm run keys`, `npm run tts:prewarm`, and the lines
// of npm start's banner. Usage: node functions/run-cli.mjs <tool> [args...]
// It bundles the tool into .cli/ (build-options.mjs says why never lib/), a fraction of a
// second, then runs it in this process with the remaining arguments.
import { existsSync, mkdirSync, readFileSync, renameSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath, pathToFileURL } from 'node:url';
import { build } from 'esbuild';
import { cliBuildOptions } from './build-options.mjs';

const functionsDir = fileURLToPath(new URL('.', import.meta.url));
// The tool reads its own arguments from process.argv (parseArgs): its name is not one of them.
const [tool] = process.argv.splice(2, 1);
if (!tool || !/^[\w-]+$/.test(tool) || !existsSync(join(functionsDir, 'src/cli', `${tool}.ts`))) {
  console.error('Usage: node functions/run-cli.mjs <tool> [args...], the tool being one of src/cli/*.ts');
  process.exit(2);
}

const options = cliBuildOptions(tool);
const { outputFiles } = await build({ ...options, absWorkingDir: functionsDir, write: false });
for (const { path, contents } of outputFiles) {
  // Written only when changed, and whole (renamed into place): another run may be reading it.
  if (existsSync(path) && readFileSync(path).equals(contents)) continue;
  mkdirSync(dirname(path), { recursive: true });
  const partial = `${path}.${process.pid}.tmp`;
  writeFileSync(partial, contents);
  renameSync(partial, path);
}
await import(pathToFileURL(join(functionsDir, options.outdir, `${tool}.js`)).href);
