// Debian's Chromium, as the browser tests and the web benchmark launch it. These flags keep it
// from reaching for Google's services, which this machine (and CI) cannot reach.
export const chromiumPath = process.env.CHROMIUM_PATH ?? '/usr/bin/chromium';

export const chromiumArgs = [
  '--headless',
  '--no-sandbox',
  '--disable-gpu',
  '--disable-quic',
  '--no-first-run',
  '--disable-background-networking',
  '--disable-component-update',
  '--disable-sync',
  // A fake camera and microphone: a machine without sound hardware lists no audio input, and
  // the speaking practice rightly refuses to start on such a device.
  '--use-fake-device-for-media-stream',
];
