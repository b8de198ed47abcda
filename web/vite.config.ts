/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { PROJECT_ID, urls } from '../scripts/stack-config.mjs';
import { contentSecurityPolicyCheck } from './build/content-security-policy.ts';
import { preloadRouteChunks } from './build/preload-route-chunks.ts';
import { reactRouterProductionBuild } from './build/react-router-production.ts';
import { scenarioCards } from './build/scenario-cards.ts';

const shared = fileURLToPath(new URL('../functions/src/shared', import.meta.url));
/** The teaching content: the web app imports only its types (its cards: build/scenario-cards.ts). */
const content = fileURLToPath(new URL('../functions/src/content', import.meta.url));

/**
 * The web app manifest and the service worker (Workbox, generated at build time). The worker
 * precaches the app shell and every hashed asset, so the app opens offline and says that
 * practising needs a connection (src/app/connection-notice.tsx); it never touches `/api`. A new
 * version waits until the learner accepts it (src/app/update-prompt.tsx), never mid-practice.
 */
const pwa = VitePWA({
  registerType: 'prompt',
  injectRegister: false,
  // The icons are already precached by globPatterns: listing them again would only repeat them.
  includeManifestIcons: false,
  manifest: {
    id: '/',
    name: 'Fala Inglês',
    short_name: 'Fala Inglês',
    description: 'A nova maneira de aprender inglês: ouça, escreva, fale e converse com uma IA.',
    lang: 'pt-BR',
    start_url: '/',
    scope: '/',
    display: 'standalone',
    orientation: 'portrait',
    theme_color: '#1d3fbb',
    background_color: '#f3f5fb',
    icons: [
      { src: '/icons/icon-192.png', sizes: '192x192', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-512.png', sizes: '512x512', type: 'image/png', purpose: 'any' },
      { src: '/icons/icon-maskable-512.png', sizes: '512x512', type: 'image/png', purpose: 'maskable' },
    ],
  },
  workbox: {
    globPatterns: ['**/*.{html,js,css,svg,png,woff2}'],
    navigateFallback: '/index.html',
    navigateFallbackDenylist: [/^\/api\//],
    cleanupOutdatedCaches: true,
    runtimeCaching: [],
  },
  devOptions: { enabled: false },
});

/**
 * `--mode emulator` (npm start, npm run dev, the tests): the local demo project and its auth
 * emulator, from the stack's settings (scripts/stack-config.mjs) rather than written again in
 * .env.emulator. Variables already in the environment take precedence over .env files.
 */
function emulatorProject(): Plugin {
  return {
    name: 'emulator-project',
    config(_, { mode }) {
      if (mode !== 'emulator') return;
      process.env.VITE_FIREBASE_PROJECT_ID = PROJECT_ID;
      process.env.VITE_FIREBASE_AUTH_DOMAIN = `${PROJECT_ID}.firebaseapp.com`;
      process.env.VITE_AUTH_EMULATOR_URL = urls.auth;
    },
  };
}

export default defineConfig({
  plugins: [
    react(),
    reactRouterProductionBuild(),
    preloadRouteChunks(),
    pwa,
    emulatorProject(),
    scenarioCards(),
    // After every plugin that writes into index.html.
    contentSecurityPolicyCheck(),
  ],
  resolve: { alias: { '@shared': shared, '@content': content } },
  server: {
    port: 5173,
    strictPort: true,
    // In `npm run dev` the API is reached through the hosting emulator, as in production.
    proxy: { '/api': urls.hosting },
    fs: { allow: ['.', shared] },
  },
  build: {
    target: 'es2022',
    modulePreload: {
      // A lazy chunk's preload list need not name the entry's own files (its script, the runtime
      // it imports, its stylesheet): index.html has loaded them before any chunk can run.
      resolveDependencies: (_file, deps, { hostType }) =>
        hostType === 'js'
          ? deps.filter((dep) => !/^assets\/(index|rolldown-runtime)-[\w-]+\.(js|css)$/.test(dep))
          : deps,
    },
    // No source maps: Hosting would publish them (the app's source, readable), and no stack
    // trace is reported anywhere to map back. `vite` (npm run dev) still maps in the browser.
    sourcemap: false,
    rolldownOptions: {
      // `v` is valibot's namespace (`import * as v`): its schema factories have no side effects
      // (valibot marks them so, but Rolldown does not follow the mark through the namespace), so
      // a schema the web app never reads, e.g. a request's, is left out of the bundle.
      treeshake: { manualPureFunctions: ['v'] },
      output: {
        codeSplitting: {
          // What the entry imports statically (React, the router, the shell, and the JSX runtime
          // and preload helper Rolldown would otherwise put in chunks of their own) is one chunk:
          // every page loads all of it anyway, in one request instead of three.
          groups: [
            { name: 'index', tags: ['$initial'] },
            // The conversation's small modules (the intro's scenarios, its texts, the cards' loader)
            // in one chunk: its route loads them together, one request and one gzip instead of three
            // (the history loads it too). The cards are one chunk a level: the intro loads the level
            // it shows; a scenario's goal and targets, and a correction, show only in a scenario or
            // once the learner has talked.
            {
              name: 'conversation-parts',
              test: /lib\/scenario-cards|messages\/conversation|gate\/scenario-choice/,
            },
            // Small modules that the practices' and the conversation's routes load (and a few
            // other screens): one request and one gzip instead of five. The phrase practices' two
            // (a phrase's meaning, the audios in memory) ride along to the conversation (0.2 KB
            // there), which has the room the speaking practice lacks; the lazy question before
            // 'Encerrar' is the three routes' own.
            {
              name: 'shared-ui',
              test: /components\/(titled-card|lazy-confirm-modal)|lib\/(auth-redirect|slow-replay)|features\/practice\/(components\/meaning|session\/audio-memory)/,
            },
            // Who hears the learner, how the browser's recognition fared, the recording's panel,
            // what a recognition answers and the speaking practice's device check: the speaking
            // practice loads them all, and the conversation all but the check (0.3 KB there).
            {
              name: 'use-voice',
              test: /lib\/voice\/(use-voice|hearer|speaking-obstacle)|components\/lazy-recording-panel|shared\/speech-payloads/,
            },
            // A running practice's copy on the device, for a reload (its writer, its store, its
            // snapshot and the storage's rules): loaded at the practice's first answer, and read by
            // the resume offer and the final screen.
            {
              name: 'kept-practice',
              test: /features\/practice\/session\/(keep-practice|kept-practice-store|practice-snapshot)|lib\/learner-day-storage/,
            },
            // The question before leaving or ending something midway, with the dialog it opens in.
            { name: 'modal', test: /components\/(modal|confirm-modal)\.tsx/ },
          ],
        },
      },
    },
  },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}', 'build/**/*.test.ts'],
    setupFiles: ['src/test-setup.ts'],
    css: false,
  },
});
