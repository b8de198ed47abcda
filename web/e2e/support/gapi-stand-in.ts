/**
 * Offline stand-in for Google's https://apis.google.com/js/api.js, enough of `gapi.iframes`
 * for Firebase Auth's popup sign-in against the auth emulator (see
 * ../shared/notes/environment.md). The same script runs in the page, where the SDK opens the
 * emulator's helper iframe, and in that iframe, which talks back to its parent. Both sides
 * speak a tiny postMessage protocol: call -> reply, and ping -> pong.
 */
import type { BrowserContext } from '@playwright/test';

const STAND_IN = `(() => {
  const TAG = '__gapiStandIn';
  const ports = [];
  const callbacks = new Map();
  let nextId = 1;

  const post = (win, message) => win && win.postMessage({ ...message, [TAG]: true }, '*');
  const safely = (fn, arg) => { try { return fn(arg); } catch (error) { console.warn('[gapi stand-in]', error); } };

  function Port(getWindow) {
    this.getWindow = getWindow;
    this.handlers = new Map();
    this.queue = new Map();
    this.pongs = [];
    ports.push(this);
  }
  Port.prototype.register = function (name, handler) {
    this.handlers.set(name, handler);
    const waiting = this.queue.get(name) || [];
    this.queue.delete(name);
    for (const message of waiting) this.answer(message);
  };
  Port.prototype.answer = function (message) {
    const handler = this.handlers.get(message.name);
    // Calls that arrive before their handler is registered wait for it, as with real gapi.
    if (!handler) return void (this.queue.get(message.name) || this.queue.set(message.name, []).get(message.name)).push(message);
    post(this.getWindow(), { kind: 'reply', id: message.id, result: [safely(handler, message.data)] });
  };
  Port.prototype.send = function (name, data, callback) {
    const id = nextId++;
    callbacks.set(id, callback || (() => {}));
    post(this.getWindow(), { kind: 'call', id, name, data });
  };
  Port.prototype.restyle = () => Promise.resolve();
  Port.prototype.ping = function (callback) {
    return new Promise((resolve) => {
      const timer = setInterval(() => post(this.getWindow(), { kind: 'ping' }), 50);
      this.pongs.push(() => { clearInterval(timer); if (callback) safely(callback); resolve(); });
      post(this.getWindow(), { kind: 'ping' });
    });
  };

  window.addEventListener('message', (event) => {
    const message = event.data;
    if (!message || !message[TAG]) return;
    const port = ports.find((candidate) => candidate.getWindow() === event.source);
    if (message.kind === 'ping') return post(event.source, { kind: 'pong' });
    if (!port) return;
    if (message.kind === 'pong') return void port.pongs.splice(0).forEach((resolve) => resolve());
    if (message.kind === 'call') return port.answer(message);
    if (message.kind === 'reply') {
      const callback = callbacks.get(message.id);
      callbacks.delete(message.id);
      if (callback) safely(callback, message.result);
    }
  });

  const context = {
    open(options, ready) {
      const frame = document.createElement('iframe');
      const { style, ...attributes } = (options && options.attributes) || {};
      Object.assign(frame.style, style || {});
      for (const [name, value] of Object.entries(attributes)) frame.setAttribute(name, String(value));
      frame.src = options.url;
      (options.where || document.body).appendChild(frame);
      const port = new Port(() => frame.contentWindow);
      return Promise.resolve(ready ? ready(port) : port);
    },
    getParentIframe() {
      return ports.find((port) => port.isParent) || Object.assign(new Port(() => window.parent), { isParent: true });
    },
  };

  window.gapi = {
    load(_name, options) {
      const callback = typeof options === 'function' ? options : options && options.callback;
      setTimeout(() => callback && callback(), 0);
    },
    iframes: { CROSS_ORIGIN_IFRAMES_FILTER: () => true, Iframe: function Iframe() {}, getContext: () => context },
  };

  const onload = new URL(document.currentScript.src).searchParams.get('onload');
  if (onload && typeof window[onload] === 'function') setTimeout(window[onload], 0);
  else if (typeof window.gapi_onload === 'function') setTimeout(window.gapi_onload, 0);
})();`;

/** Serves the stand-in for Google's script and empty answers for the emulator popup's CDNs. */
export async function routeGoogleForEmulator(context: BrowserContext): Promise<void> {
  await context.route(/^https:\/\/apis\.google\.com\/js\/api\.js/, (route) =>
    route.fulfill({ status: 200, contentType: 'text/javascript', body: STAND_IN }),
  );
  await context.route(/^https:\/\/(fonts\.googleapis\.com|unpkg\.com)\//, (route) => {
    const url = route.request().url();
    const contentType = url.endsWith('.js') ? 'text/javascript' : 'text/css';
    return route.fulfill({ status: 200, contentType, body: '' });
  });
}
