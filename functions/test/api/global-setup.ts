/**
 * The functions emulator starts one worker process per concurrent request (production serves
 * them from one instance with concurrency 80), and a cold worker costs about a second of CPU.
 * Twenty-five workers starting at once on two cores miss the emulator's load timeout, so the
 * first race test would fail for reasons production does not have. Bursts of growing size,
 * before any test, grow the pool a few workers at a time instead.
 */
import { urls } from '../../../scripts/stack-config.mjs';

// Straight at the functions emulator: Hosting's proxy lets fewer requests through at once.
const FUNCTION_URL = `${urls.function}/api/health`;
const BURSTS = [8, 16, 24, 32, 40, 48, 56];

export default async function warmUpFunctionWorkers(): Promise<void> {
  // Tests of the data module alone (against a Firestore emulator of their own) need no workers.
  if (process.env.SKIP_WARMUP === '1') return;
  const started = Date.now();
  for (const size of BURSTS) {
    await Promise.all(Array.from({ length: size }, () => fetch(FUNCTION_URL).then((r) => r.text())));
  }
  console.log(`Function workers warmed in ${((Date.now() - started) / 1000).toFixed(1)} s`);
}
