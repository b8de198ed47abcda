/**
 * The engine service's program (built to functions/recognizer/dist/server.js): listens on PORT
 * (Cloud Run sets it; the local stack gives scripts/stack-config.mjs's) at HOST (loopback unless
 * told, the container says 0.0.0.0). WARM=1 loads the model into both decoders before listening,
 * so that a new instance's first learner does not wait for it. SIGTERM (Cloud Run scaling in,
 * the stack stopping) closes the server and the decoders' children with it.
 */
import { once } from 'node:events';
import { ResidentLanes, residentInstalled } from '../services/speech-recognition/resident-lanes';
import { createEngineServer } from './server';

const port = Number(process.env.PORT ?? 8080);
const host = process.env.HOST ?? '127.0.0.1';
const lanes = new ResidentLanes();

if (process.env.WARM === '1' && (await residentInstalled())) {
  // 0.1 s of silence: each child loads its model (~1 s) and decodes nothing.
  const silence = new Uint8Array(3200);
  await Promise.all([lanes.short, lanes.long].map((lane) => lane.decode(silence, undefined, 2000)));
}

const server = createEngineServer({ lanes, installed: () => residentInstalled() });
server.listen(port, host);
await once(server, 'listening');
console.log(`Engine service: PocketSphinx on http://${host}:${port}`);

for (const signal of ['SIGTERM', 'SIGINT'] as const) {
  process.once(signal, () => {
    lanes.stop();
    server.close(() => process.exit(0));
    server.closeAllConnections();
  });
}
