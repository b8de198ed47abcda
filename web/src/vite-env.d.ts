/// <reference types="vite/client" />
/// <reference types="vite-plugin-pwa/client" />

interface ImportMetaEnv {
  readonly VITE_FIREBASE_API_KEY: string;
  readonly VITE_FIREBASE_AUTH_DOMAIN: string;
  readonly VITE_FIREBASE_PROJECT_ID: string;
  readonly VITE_FIREBASE_APP_ID: string;
  readonly VITE_AUTH_EMULATOR_URL?: string;
  /** The academy's e-mail for requests about a learner's data (src/config/academy.ts). */
  readonly VITE_ACADEMY_CONTACT?: string;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
