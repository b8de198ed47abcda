/**
 * Admin tool for activation keys.
 *   npm run keys -- create --count 20 [--note "Turma A"]   mint keys, print one per line; with a
 *                                                         note, for the class of that name (made
 *                                                         if there is none), as the app's screen does
 *   npm run keys -- list                                  every key, and who used it
 * Talks to the local Firestore emulator by default; `--project ID` targets a real project
 * with application-default credentials (`gcloud auth application-default login`).
 */
import { parseArgs } from 'node:util';
import { findOrCreateClass } from '../academy/class-store';
import { mintKeys } from '../activation/class-key-store';
import { generateKey } from '../activation/key-rules';
import { createKeys, listKeys } from '../activation/key-store';
import { formatKey } from '../shared/key-format';
import { MAX_KEYS_PER_MINT } from '../shared/rules';
import { connectFirestore } from './target';

const usage = `Usage:
  npm run keys -- create --count N [--note TEXT] [--project ID]
  npm run keys -- list [--project ID]`;

const { values, positionals } = parseArgs({
  allowPositionals: true,
  options: {
    count: { type: 'string', default: '1' },
    note: { type: 'string' },
    project: { type: 'string' },
    help: { type: 'boolean', short: 'h' },
  },
});

const db = await connectFirestore(values.project);

const [command] = positionals;
if (values.help || !command) {
  console.log(usage);
  process.exit(command || values.help ? 0 : 2);
}

if (command === 'create') {
  const count = Number(values.count);
  if (!Number.isInteger(count) || count < 1 || count > 500) {
    console.error('--count must be a whole number from 1 to 500.');
    process.exit(2);
  }
  let keys: string[] = [];
  if (values.note) {
    const found = await findOrCreateClass(db, values.note, new Date());
    for (let left = count; left > 0; left -= MAX_KEYS_PER_MINT) {
      const batch = Math.min(left, MAX_KEYS_PER_MINT);
      keys.push(
        ...(await mintKeys(db, { classId: found.id, className: found.name, count: batch, now: new Date() })),
      );
    }
  } else {
    keys = Array.from({ length: count }, generateKey);
    await createKeys(db, keys, null);
  }
  for (const key of keys) console.log(formatKey(key));
} else if (command === 'list') {
  const keys = await listKeys(db);
  if (keys.length === 0) console.log('No activation keys yet.');
  for (const key of keys) {
    const state = key.redeemedBy ? `used by ${key.redeemedBy} at ${key.redeemedAt?.toISOString()}` : 'unused';
    console.log(`${formatKey(key.key)}  ${state}${key.note ? `  (${key.note})` : ''}`);
  }
} else {
  console.error(usage);
  process.exit(2);
}
// The Firestore client keeps the process alive, so the tool exits itself, once stdout is flushed:
// a long listing to a pipe is written asynchronously, and exiting at once cut it short.
process.stdout.write('', () => process.exit(0));
