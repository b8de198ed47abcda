import type { Firestore } from 'firebase-admin/firestore';
import firebaserc from '../../../.firebaserc' with { type: 'json' };
import firebaseJson from '../../../firebase.json';

/** The local stack's Firestore emulator and demo project, as scripts/stack-config.mjs reads them. */
const LOCAL_FIRESTORE = `127.0.0.1:${firebaseJson.emulators.firestore.port}`;
const LOCAL_PROJECT = firebaserc.projects.local;
const LOCAL_AUTH = `127.0.0.1:${firebaseJson.emulators.auth.port}`;

/**
 * Points the admin tools' Firebase Auth at the local emulator by default, or a real project; the
 * same rule as `connectFirestore`, which it calls (the Admin SDK reads both at initialisation).
 */
export async function connectAuth(project: string | undefined) {
  if (project) delete process.env.FIREBASE_AUTH_EMULATOR_HOST;
  else process.env.FIREBASE_AUTH_EMULATOR_HOST ??= LOCAL_AUTH;
  await connectFirestore(project);
  const { accountByEmail, revokeSessions, setRoleClaim } = await import('../services/firebase-admin');
  return { accountByEmail, revokeSessions, setRoleClaim };
}

/**
 * Points the admin tools at a Firestore: the local emulator by default, or a real project
 * (`--project ID`, with application-default credentials). Must run before the Admin SDK is
 * loaded, because it reads the environment when it initialises.
 */
export async function connectFirestore(project: string | undefined): Promise<Firestore> {
  if (project) {
    delete process.env.FIRESTORE_EMULATOR_HOST;
    process.env.GCLOUD_PROJECT = project;
  } else {
    process.env.FIRESTORE_EMULATOR_HOST ??= LOCAL_FIRESTORE;
    process.env.GCLOUD_PROJECT ??= LOCAL_PROJECT;
    // The emulator needs no Google credentials: without this, the auth library asks the cloud
    // metadata server for them and prints a MetadataLookupWarning (403) on every run.
    process.env.METADATA_SERVER_DETECTION ??= 'none';
  }
  const { firestore } = await import('../services/firebase-admin');
  return firestore();
}
