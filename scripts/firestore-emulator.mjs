// A pure-Node Firestore emulator (@firestore-emulator/server, gRPC only) for machines that
// cannot run the official one (it needs Java 21 and a download). firebase-admin reaches it
// through FIRESTORE_EMULATOR_HOST. Data lives in memory and is gone when it stops.
import { FirestoreServer } from '@firestore-emulator/server';
import { ports } from './stack-config.mjs';

const port = Number(process.env.FIRESTORE_PORT ?? ports.firestore);
const server = new FirestoreServer();
await server.start(port);
console.log(`Firestore emulator (pure Node) listening on 127.0.0.1:${port}`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.stop();
    process.exit(0);
  });
}
