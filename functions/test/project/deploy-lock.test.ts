/**
 * What `firebase deploy` uploads installs what the tests ran: firebase.json's predeploy writes
 * functions/package-lock.json from the root lock (scripts/functions-lock.mjs), the upload keeps
 * it, and Cloud Build's `npm ci` then installs, package by package, the root lock's versions.
 * Runs the predeploy step as Firebase does; needs no registry.
 */
import { execSync } from 'node:child_process';
import { readFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';
import { describe, expect, it } from 'vitest';

const root = fileURLToPath(new URL('../../..', import.meta.url));
const readJson = (path: string) => JSON.parse(readFileSync(`${root}/${path}`, 'utf8'));

interface LockEntry {
  version?: string;
  integrity?: string;
  dependencies?: Record<string, string>;
  optionalDependencies?: Record<string, string>;
}
type Packages = Record<string, LockEntry>;

/** Where Node finds `name` from `from` in a lock's layout ('' is the lock's own package). */
function resolve(packages: Packages, from: string, name: string): string | null {
  for (
    let dir = from;
    ;
    dir = dir.includes('/node_modules/') ? dir.slice(0, dir.lastIndexOf('/node_modules/')) : ''
  ) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (packages[candidate]) return candidate;
    if (!dir) return null;
  }
}

/**
 * Walks the workspace's dependencies in both layouts at once and lists every package whose
 * installed version (or integrity) would differ from the root lock's, or be missing.
 */
function differences(uploaded: Packages, rootLock: Packages): string[] {
  const found: string[] = [];
  const seen = new Set<string>();
  const walk = (inUpload: string, inRoot: string, names: string[], chain: string) => {
    for (const name of names) {
      const atRoot = resolve(rootLock, inRoot, name);
      if (atRoot === null) continue; // an optional dependency the root did not install either
      const atUpload = resolve(uploaded, inUpload, name);
      const want = rootLock[atRoot];
      const got = atUpload === null ? undefined : uploaded[atUpload];
      if (!got || got.version !== want?.version || got.integrity !== want?.integrity) {
        found.push(`${chain} > ${name}: ${got?.version ?? 'missing'} instead of ${want?.version}`);
        continue;
      }
      if (seen.has(`${atUpload}|${atRoot}`)) continue;
      seen.add(`${atUpload}|${atRoot}`);
      const next = Object.keys({ ...want?.dependencies, ...want?.optionalDependencies });
      walk(atUpload as string, atRoot, next, `${chain} > ${name}`);
    }
  };
  const manifest = readJson('functions/package.json');
  walk('', 'functions', Object.keys({ ...manifest.dependencies, ...manifest.devDependencies }), 'functions');
  return found;
}

describe('the deployed function installs the root lock', () => {
  const [functions] = readJson('firebase.json').functions;
  const lockStep: string | undefined = functions.predeploy.find((step: string) =>
    step.includes('functions-lock'),
  );

  it('firebase.json writes the lock before each deploy, and the upload keeps it', () => {
    expect(functions.source).toBe('functions');
    expect(lockStep).toBeDefined();
    const ignored = (functions.ignore as string[]).map(
      (glob) => new RegExp(`^${glob.replace('.', '\\.').replace('*', '.*')}$`),
    );
    expect(ignored.some((pattern) => pattern.test('package-lock.json'))).toBe(false);
  });

  it('every package the upload installs is the root lock’s version, and only a changed lock differs', () => {
    execSync(lockStep as string, {
      cwd: root,
      env: { ...process.env, PROJECT_DIR: root, RESOURCE_DIR: `${root}/functions` },
      stdio: 'pipe',
    });
    const uploaded = readJson('functions/package-lock.json');
    const rootLock: Packages = readJson('package-lock.json').packages;
    expect(uploaded.packages[''].dependencies).toEqual(readJson('functions/package.json').dependencies);
    expect(differences(uploaded.packages, rootLock)).toEqual([]);

    const tampered = structuredClone(uploaded.packages) as Packages;
    (tampered['node_modules/firebase-admin'] as LockEntry).version = '13.0.0';
    expect(differences(tampered, rootLock)).toEqual([
      `functions > firebase-admin: 13.0.0 instead of ${rootLock['node_modules/firebase-admin']?.version}`,
    ]);
  }, 30_000);
});
