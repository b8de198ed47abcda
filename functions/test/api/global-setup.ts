/**
 * The functions emulator starts one worker process per concurrent request (production serves
 * them from one instance with concurrency 80). Cold workers take ~0.5 s of CPU each, so a
 * burst of 50 at the first race test would spend its whole timeout starting processes. One
 * burst here, before any test, gives the pool its workers.
 */
import { BASE_URL } from './stack';

const POOL = 60;

export default async function warmUpFunctionWorkers(): Promise<void> {
  await Promise.all(
    Array.from({ length: POOL }, () => fetch(`${BASE_URL}/api/health`).then((r) => r.text())),
  );
}
