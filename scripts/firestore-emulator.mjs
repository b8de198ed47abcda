// A pure-Node Firestore emulator (@firestore-emulator/server, gRPC only) for machines that
// cannot run the official one (it needs Java 21 and a download). firebase-admin reaches it
// through FIRESTORE_EMULATOR_HOST. Data lives in memory and is gone when it stops.
import { FirestoreServer } from '@firestore-emulator/server';
import { ports } from './stack-config.mjs';

const COMMIT = '/google.firestore.v1.Firestore/Commit';
const NOT_FOUND = 5;
const ALREADY_EXISTS = 6;
const FAILED_PRECONDITION = 9;

/**
 * A proto Timestamp in milliseconds: the emulator keeps update times to the millisecond, so two
 * writes within one millisecond look alike to it (never to Firestore).
 */
const millisOf = (timestamp) => Number(timestamp.seconds) * 1000 + Math.floor(Number(timestamp.nanos) / 1e6);

/**
 * The error a commit's preconditions (create: must not exist; update: must exist; an update as of
 * a read: last updated then) meet before any of its writes is applied, or null. The emulator checks
 * each write's `exists` only as it applies it, so a batch whose second create fails kept its first
 * write; Firestore applies a batch whole or not at all, which the app's counters rely on
 * (functions/src/data/write-once.ts). It ignores `update_time` and writes anyway, even a document
 * deleted since the read (functions/src/data/users.ts ensureUser).
 */
function preconditionFailure(state, writes) {
  const existsInBatch = new Map();
  for (const write of writes) {
    const name = write.has_update ? write.update.name : write.has_delete ? write.delete : null;
    if (name === null) continue;
    const document = state.getDocument(name);
    const exists = existsInBatch.get(name) ?? document.metadata.hasExist;
    if (write.has_current_document && write.current_document.has_update_time) {
      const updatedAt = existsInBatch.has(name) ? null : document.metadata.updatedAt;
      if (!exists || updatedAt?.getTime() !== millisOf(write.current_document.update_time)) {
        const details = `the document was changed or deleted since it was read: ${name}`;
        return { code: FAILED_PRECONDITION, details, message: details };
      }
    }
    if (write.has_current_document && write.current_document.has_exists) {
      if (write.current_document.exists && !exists) {
        const details = `no entity to update: ${name}`;
        return { code: NOT_FOUND, details, message: details };
      }
      if (!write.current_document.exists && exists) {
        const details = `entity already exists: ${name}`;
        return { code: ALREADY_EXISTS, details, message: details };
      }
    }
    existsInBatch.set(name, write.has_update);
  }
  return null;
}

const port = Number(process.env.FIRESTORE_PORT ?? ports.firestore);
const server = new FirestoreServer();
// The commit handler as registered with grpc-js (its handler table, pinned by the emulator's
// exact @grpc/grpc-js version): every precondition is checked first, then the emulator applies
// the writes in one synchronous pass, which no other commit can interleave.
const commit = server.server.handlers.get(COMMIT);
if (!commit) throw new Error(`Firestore emulator: no ${COMMIT} handler to make batches atomic`);
const applyWrites = commit.func;
commit.func = (call, callback) => {
  const failure = preconditionFailure(server.state, call.request.writes);
  if (failure) callback(failure, null);
  else applyWrites(call, callback);
};
await server.start(port);
console.log(`Firestore emulator (pure Node) listening on 127.0.0.1:${port}`);

for (const signal of ['SIGINT', 'SIGTERM']) {
  process.on(signal, () => {
    server.stop();
    process.exit(0);
  });
}
