import { fileURLToPath } from 'node:url';
import { build } from 'esbuild';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { FliteSynthesizer, fliteWorkerUrl } from './flite-synthesizer';

// The worker runs as plain JavaScript: bundle it the way build.mjs does, away from lib/ (a
// running stack reloads the function when lib/ changes) and where Node still finds the packages.
const workerFile = fileURLToPath(
  new URL('../../../../../node_modules/.cache/unit-test/flite-worker.js', import.meta.url),
);

describe('fliteWorkerUrl', () => {
  it('finds flite-worker.js beside the function bundle and beside the admin tools', () => {
    expect(fliteWorkerUrl('file:///srv/functions/lib/index.js').href).toBe(
      'file:///srv/functions/lib/flite-worker.js',
    );
    expect(fliteWorkerUrl('file:///srv/functions/.cli/tts-prewarm.js').href).toBe(
      'file:///srv/functions/.cli/flite-worker.js',
    );
  });
});

describe('FliteSynthesizer (Flite in a worker thread)', () => {
  let engine: FliteSynthesizer;

  beforeAll(async () => {
    await build({
      entryPoints: [fileURLToPath(new URL('./flite-worker.ts', import.meta.url))],
      outfile: workerFile,
      bundle: true,
      platform: 'node',
      format: 'esm',
      packages: 'external',
      logLevel: 'warning',
    });
    engine = new FliteSynthesizer(new URL(`file://${workerFile}`));
  }, 30_000);

  afterAll(() => engine.close());

  it('keeps the event loop free while it synthesizes', async () => {
    await engine.synthesize('Warm up.');
    let ticks = 0;
    const timer = setInterval(() => ticks++, 2);
    const mp3 = await engine.synthesize(
      'Keep practising a little every day, and the words you hear will soon feel natural.',
    );
    clearInterval(timer);
    expect(mp3.length).toBeGreaterThan(5000);
    // Were Flite running on this thread, no timer could fire until it had finished.
    expect(ticks).toBeGreaterThanOrEqual(3);
  });

  it('answers concurrent requests each with its own audio', async () => {
    const texts = ['Small steps.', 'Keep your functions short and focused.', 'Dream big and work hard.'];
    const audios = await Promise.all(texts.map((text) => engine.synthesize(text)));
    expect(audios[1]?.length).toBeGreaterThan(audios[0]?.length ?? Infinity);
    expect(new Set(audios.map((audio) => audio.length)).size).toBe(3);
  });

  it('rejects text it cannot read and keeps working', async () => {
    await expect(engine.synthesize('日本語')).rejects.toThrow(/Nothing Flite can read/);
    expect((await engine.synthesize('Still working.')).length).toBeGreaterThan(500);
  });
});

describe('FliteSynthesizer when the worker stops answering', () => {
  it('fails a request after its timeout, and the next one too instead of waiting behind it', async () => {
    // A worker that takes every request and never answers, like a hung synthesis.
    const hung = new URL(
      `data:text/javascript,${encodeURIComponent(
        "import { parentPort } from 'node:worker_threads'; parentPort.on('message', () => {});",
      )}`,
    );
    const stuck = new FliteSynthesizer(hung, 50);
    try {
      const started = Date.now();
      await expect(stuck.synthesize('Hello.')).rejects.toThrow('Flite did not answer within 50 ms');
      expect(Date.now() - started).toBeLessThan(5_000);
      await expect(stuck.synthesize('Again.')).rejects.toThrow('Flite did not answer within 50 ms');
    } finally {
      await stuck.close();
    }
  });
});
