// Hosting's Content-Security-Policy, read from here by the local stack, the web build's check
// and the tests. firebase.json holds the production policy. The emulators serve a copy of
// firebase.json (EMULATOR_CONFIG, written at every start) whose policy differs in one way: the
// auth emulator's origin is added where the app reaches Firebase Auth (connect-src for its REST
// calls, frame-src for its helper iframe), since in emulator mode the SDK talks to it instead of
// Google. Everything else is the production policy, so the browser tests run under it
// (docs/security.md).
import { readFileSync, writeFileSync } from 'node:fs';
import { dirname, join } from 'node:path';
import { fileURLToPath } from 'node:url';

// Not through stack-config.mjs: the web app's unit tests import this module, and Vite's test
// runner refuses that module's `new URL('..', import.meta.url)` (outside web/'s allowed files).
const root = join(dirname(fileURLToPath(import.meta.url)), '..');

/** The emulators' copy of firebase.json, beside it (firebase-tools reads paths from the config's folder). */
export const EMULATOR_CONFIG = 'firebase.emulators.json';

const readConfig = () => JSON.parse(readFileSync(`${root}/firebase.json`, 'utf8'));
const CSP = 'Content-Security-Policy';

/** The entry of `hosting.headers` that carries the policy, and the policy itself. */
function policyHeader(config) {
  for (const rule of config.hosting.headers) {
    const header = rule.headers.find((candidate) => candidate.key === CSP);
    if (header) return { rule, header };
  }
  throw new Error(`firebase.json: no ${CSP} in hosting.headers`);
}

/** The production policy, as firebase.json has it. */
export function contentSecurityPolicy(config = readConfig()) {
  return policyHeader(config).header.value;
}

/** A policy as directives, in order: `default-src 'none'; img-src 'self' x` -> {default-src: ["'none'"], ...}. */
export function parsePolicy(policy) {
  return new Map(
    policy
      .split(';')
      .map((directive) => directive.trim().split(/\s+/))
      .filter(([name]) => name)
      .map(([name, ...sources]) => [name, sources]),
  );
}

export function formatPolicy(directives) {
  return [...directives].map(([name, sources]) => [name, ...sources].join(' ')).join('; ');
}

const { host, port } = readConfig().emulators.auth;
const authEmulator = `http://${host}:${port}`;

/** The directives the emulator variant widens, and by what. */
export const emulatorAdditions = { 'connect-src': [authEmulator], 'frame-src': [authEmulator] };

/** The production policy with the auth emulator's origin added where Firebase Auth is reached. */
export function emulatorPolicy(policy = contentSecurityPolicy()) {
  const directives = parsePolicy(policy);
  for (const [name, added] of Object.entries(emulatorAdditions)) {
    directives.set(name, [...(directives.get(name) ?? []), ...added]);
  }
  return formatPolicy(directives);
}

/** Writes EMULATOR_CONFIG: firebase.json with the emulator variant of the policy. */
export function writeEmulatorConfig() {
  const config = readConfig();
  const { header } = policyHeader(config);
  header.value = emulatorPolicy(header.value);
  writeFileSync(`${root}/${EMULATOR_CONFIG}`, `${JSON.stringify(config, null, 2)}\n`);
  return EMULATOR_CONFIG;
}
