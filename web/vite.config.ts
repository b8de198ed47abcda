/// <reference types="vitest/config" />
import { fileURLToPath } from 'node:url';
import react from '@vitejs/plugin-react';
import { defineConfig, type Plugin } from 'vite';
import { VitePWA } from 'vite-plugin-pwa';
import { screenPaths } from './src/config/screen-paths';

const shared = fileURLToPath(new URL('../functions/src/shared', import.meta.url));

/** The page module each lazy route of src/app/router.tsx loads (home is in the main chunk). */
const routePages: Record<string, string> = {
  [screenPaths.writing]: 'src/features/practices/practice-gate.tsx',
  [screenPaths.speaking]: 'src/features/practices/practice-gate.tsx',
  [screenPaths.talking]: 'src/features/practices/practice-gate.tsx',
  [screenPaths.ranking]: 'src/features/ranking/ranking-page.tsx',
  [screenPaths.profile]: 'src/features/profile/profile-page.tsx',
  [screenPaths.writingFinal]: 'src/features/practices/results/final-page.tsx',
  [screenPaths.speakingFinal]: 'src/features/practices/results/final-page.tsx',
  [screenPaths.auth]: 'src/features/auth/auth-page.tsx',
};

/**
 * A lazy route's chunk is requested only once the main chunk has run: one more round trip
 * before a deep link (/ranking, /auth, ...) can draw. A few bytes of inline script in
 * index.html start those chunks (and what they import) for the path being opened, in
 * parallel with the main chunk. Nothing is preloaded on `/`.
 */
function preloadRouteChunks(): Plugin {
  return {
    name: 'preload-route-chunks',
    apply: 'build',
    transformIndexHtml: {
      order: 'post',
      handler(html, { bundle }) {
        if (!bundle) return html;
        const chunks = new Map(
          Object.values(bundle).flatMap((item) => (item.type === 'chunk' ? [[item.fileName, item]] : [])),
        );
        const withImports = (fileName: string, found = new Set<string>()) => {
          if (!found.has(fileName)) {
            found.add(fileName);
            for (const imported of chunks.get(fileName)?.imports ?? []) withImports(imported, found);
          }
          return found;
        };
        const entry = [...chunks.values()].find((chunk) => chunk.isEntry);
        const loaded = entry ? withImports(entry.fileName) : new Set<string>();
        const preloads: Record<string, string[]> = {};
        for (const [path, page] of Object.entries(routePages)) {
          const module = fileURLToPath(new URL(page, import.meta.url));
          const chunk = [...chunks.values()].find((item) => item.facadeModuleId === module);
          if (!chunk) throw new Error(`preload-route-chunks: no chunk for ${page} (${path})`);
          preloads[path] = [...withImports(chunk.fileName)]
            .filter((file) => !loaded.has(file))
            .map((file) => `/${file}`);
        }
        const script =
          `<script>{const f=${JSON.stringify(preloads)}[location.pathname.replace(/(.)\\/$/,'$1')];` +
          `for(const h of f||[]){const l=document.createElement('link');l.rel='modulepreload';` +
          `l.crossOrigin='';l.href=h;document.head.append(l)}}</script>\n    `;
        // Before the main chunk and the stylesheet: an inline script waits for stylesheets above it.
        return html.replace('<script type="module"', `${script}<script type="module"`);
      },
    },
  };
}

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

export default defineConfig({
  plugins: [react(), preloadRouteChunks(), pwa],
  resolve: { alias: { '@shared': shared } },
  server: {
    port: 5173,
    strictPort: true,
    // In `npm run dev` the API is reached through the hosting emulator, as in production.
    proxy: { '/api': 'http://127.0.0.1:5000' },
    fs: { allow: ['.', shared] },
  },
  build: { target: 'es2022', sourcemap: true },
  test: {
    environment: 'jsdom',
    include: ['src/**/*.test.{ts,tsx}'],
    setupFiles: ['src/test-setup.ts'],
    css: false,
  },
});
