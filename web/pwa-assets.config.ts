import { defineConfig } from '@vite-pwa/assets-generator/config';

/**
 * `npm run icons`: the home-screen icons, drawn from the logo (public/favicon.svg) by
 * @vite-pwa/assets-generator (sharp), as palette PNGs. They are committed in public/icons/;
 * run this again only when the logo changes. The manifest that lists them is in vite.config.ts.
 *   icon-192.png, icon-512.png   the logo on transparency ("any" purpose)
 *   icon-maskable-512.png        the logo at 70% on white: its farthest corner stays inside the
 *                                80% circle that launchers keep when they cut icons into shapes
 *   apple-touch-icon.png (180)   iOS: opaque, white behind the logo
 */
export default defineConfig({
  headLinkOptions: { preset: '2023' },
  preset: {
    transparent: { sizes: [192, 512], padding: 0 },
    maskable: { sizes: [512], padding: 0.3, resizeOptions: { background: '#ffffff' } },
    apple: { sizes: [180], padding: 0.2, resizeOptions: { background: '#ffffff' } },
    assetName: (type, { width }) =>
      type === 'apple'
        ? 'icons/apple-touch-icon.png'
        : `icons/icon-${type === 'maskable' ? 'maskable-' : ''}${width}.png`,
  },
  images: ['public/favicon.svg'],
});
