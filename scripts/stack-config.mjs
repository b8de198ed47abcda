// The local stack's settings, each written once and read from here by the scripts, the test
// configs and the web app's emulator mode: the emulator ports in firebase.json (`emulators`),
// the local project id in .firebaserc (alias `local`, a `demo-` project: nothing leaves the
// machine), and the function's region in firebase.json's Hosting rewrite of /api/** (the
// function's own code reads the same line: functions/src/config.ts, REGION). No side effects: test
// runners import it.
import { readFileSync } from 'node:fs';
import { connect } from 'node:net';
import { fileURLToPath } from 'node:url';

export const root = fileURLToPath(new URL('..', import.meta.url));
const readJson = (name) => JSON.parse(readFileSync(new URL(`../${name}`, import.meta.url), 'utf8'));
const firebaseJson = readJson('firebase.json');

export const PROJECT_ID = readJson('.firebaserc').projects.local;
if (!PROJECT_ID?.startsWith('demo-')) {
  throw new Error(`.firebaserc: the alias "local" must name a demo- project (got ${PROJECT_ID}).`);
}

/** The function `api` and its region, as Hosting's rewrite of /api/** names them. */
const apiRewrite = firebaseJson.hosting.rewrites.find((rewrite) => rewrite.source === '/api/**').function;
export const REGION = apiRewrite.region;

/**
 * Every port of the stack: each emulator's (auth: 9099, functions: 5001, ...), then the engine
 * service's (functions/src/recognizer/, the speech recognizer the function calls over HTTP as it
 * does Cloud Run in production; the function's default RECOGNIZER_URL, functions/src/config.ts).
 */
export const ports = {
  ...Object.fromEntries(
    Object.entries(firebaseJson.emulators).flatMap(([name, settings]) =>
      typeof settings?.port === 'number' ? [[name, settings.port]] : [],
    ),
  ),
  recognizer: 5005,
};
const HOST = '127.0.0.1';

export const urls = {
  hosting: `http://${HOST}:${ports.hosting}`,
  auth: `http://${HOST}:${ports.auth}`,
  /** The function itself, straight at the functions emulator (no Hosting in between). */
  function: `http://${HOST}:${ports.functions}/${PROJECT_ID}/${REGION}/${apiRewrite.functionId}`,
  firestoreHost: `${HOST}:${ports.firestore}`,
  recognizer: `http://${HOST}:${ports.recognizer}`,
};

/** The environment every process of the stack (and the tests) shares. */
export const stackEnv = {
  GCLOUD_PROJECT: PROJECT_ID,
  FIRESTORE_EMULATOR_HOST: urls.firestoreHost,
  FIREBASE_AUTH_EMULATOR_HOST: `${HOST}:${ports.auth}`,
  // Without it the functions emulator opens a random port in 8000-8999 on every load.
  FIREBASE_FUNCTIONS_DISCOVERY_OUTPUT_PATH: 'true',
  // The function's speech recognizer: the engine service the stack starts.
  RECOGNIZER_URL: urls.recognizer,
  // Seconds a functions-emulator worker may take to load (default 30): on two busy cores a
  // burst of concurrent requests starts many workers at once.
  FUNCTIONS_DISCOVERY_TIMEOUT: '120',
  // Nothing local needs Google credentials; without this the auth library asks the cloud
  // metadata server for them and every process logs a MetadataLookupWarning (403).
  METADATA_SERVER_DETECTION: 'none',
};

/** Whether something on this machine accepts connections on `port`. */
export function portInUse(port) {
  return new Promise((resolve) => {
    const socket = connect({ port, host: '127.0.0.1' });
    socket.once('connect', () => {
      socket.destroy();
      resolve(true);
    });
    socket.once('error', () => resolve(false));
  });
}
