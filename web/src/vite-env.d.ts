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
  /** reCAPTCHA Enterprise site key for App Check; unset, App Check is not loaded (src/lib/app-check.ts). */
  readonly VITE_APP_CHECK_SITE_KEY?: string;
}

/** A level's scenario cards, built from functions/src/content without the tutor's part (build/scenario-cards.ts). */
declare module 'virtual:scenario-cards-*' {
  const cards: readonly import('@content/scenario').ScenarioCard[];
  export default cards;
}

interface ImportMeta {
  readonly env: ImportMetaEnv;
}
