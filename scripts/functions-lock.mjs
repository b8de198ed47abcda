// The function's own lock file, written from the workspace's root lock before each deploy
// (firebase.json, functions.predeploy): Cloud Build installs `functions/` alone, with
// `npm ci` when a lock file is there, so production gets exactly the versions the tests ran.
// Without it, Cloud Build resolved functions/package.json's caret ranges on deploy day.
// `node scripts/functions-lock.mjs` writes functions/package-lock.json (git-ignored: a build
// artefact, made again at every deploy); functions/test/project/deploy-lock.test.ts checks it.
import { readFileSync, writeFileSync } from 'node:fs';
import { fileURLToPath } from 'node:url';

const root = fileURLToPath(new URL('..', import.meta.url));
const WORKSPACE = 'functions';

const dependencyFields = ['dependencies', 'optionalDependencies', 'peerDependencies'];

/** Where Node finds `name` from the package at `from` (a lock path; '' is the root), or null. */
function resolve(has, from, name) {
  let dir = from;
  for (;;) {
    const candidate = dir ? `${dir}/node_modules/${name}` : `node_modules/${name}`;
    if (has(candidate)) return candidate;
    if (!dir) return null;
    const cut = dir.lastIndexOf('/node_modules/');
    dir = cut === -1 ? '' : dir.slice(0, cut);
  }
}

/** What npm installs for a package: its dependencies, optional ones and peers not marked optional. */
const dependencyNames = (entry) =>
  dependencyFields
    .flatMap((field) => Object.keys(entry[field] ?? {}))
    .filter((name) => !(entry.peerDependencies?.[name] && entry.peerDependenciesMeta?.[name]?.optional));

const isOptional = (entry, name) =>
  Boolean(entry.optionalDependencies?.[name] || entry.peerDependenciesMeta?.[name]?.optional);

/**
 * The function's lock (lockfileVersion 3): every package the workspace reaches from its
 * package.json through the root lock, laid out so that Node, starting from `functions/`, finds
 * for each package the very entry (version, resolved URL, integrity) the workspace found at the
 * root. A package the workspace holds a version of its own (functions/node_modules/x) goes to the
 * top; another package needing the root's x gets a nested copy. Dev-only ones keep `dev: true`.
 */
export function functionsLock(rootLock, manifest) {
  const source = rootLock.packages;
  const placed = new Map(); // path in the function's lock -> path in the root lock
  const production = new Set();
  const has = (path) => placed.has(path);
  /** Two root lock entries are one package when their version and integrity agree. */
  const same = (a, b) =>
    a === b ||
    (a !== undefined &&
      b !== undefined &&
      source[a].version === source[b].version &&
      source[a].integrity === source[b].integrity);

  const place = (rootLike, names, isProduction) => {
    const queue = [[WORKSPACE, '', names]];
    while (queue.length > 0) {
      const [from, at, wanted] = queue.shift();
      for (const name of wanted) {
        const origin = resolve((path) => Boolean(source[path]), from, name);
        if (origin === null) {
          if (isOptional(source[from] ?? rootLike, name)) continue;
          throw new Error(`The root lock has no ${name} for ${from}: run npm install.`);
        }
        let target = resolve(has, at, name);
        if (target === null || !same(placed.get(target), origin)) {
          // Free at the top unless something there already answers the name: then beside `at`.
          target =
            target === null
              ? `node_modules/${name}`
              : at
                ? `${at}/node_modules/${name}`
                : `node_modules/${name}`;
          if (placed.has(target) && !same(placed.get(target), origin))
            throw new Error(`${target}: two versions meet at one place; cannot lay out.`);
        }
        const fresh = !placed.has(target);
        if (fresh) placed.set(target, origin);
        const needsVisit = fresh || (isProduction && !production.has(target));
        if (isProduction) production.add(target);
        if (needsVisit) queue.push([origin, target, dependencyNames(source[origin])]);
      }
    }
  };
  place(manifest, Object.keys({ ...manifest.dependencies, ...manifest.optionalDependencies }), true);
  place(manifest, Object.keys(manifest.devDependencies ?? {}), false);

  // Every dependency of every package resolves, in the new layout, to the root lock's entry.
  for (const [target, origin] of placed) {
    for (const name of dependencyNames(source[origin])) {
      const wanted = resolve((path) => Boolean(source[path]), origin, name);
      const found = resolve(has, target, name);
      if (wanted !== null && !same(placed.get(found), wanted))
        throw new Error(`${target} would find ${name} at ${found}, not the root lock's ${wanted}.`);
    }
  }

  const packages = {};
  for (const target of [...placed.keys()].sort()) {
    const { dev: _dev, devOptional: _devOptional, peer: _peer, ...entry } = source[placed.get(target)];
    packages[target] = production.has(target) ? entry : { ...entry, dev: true };
  }
  const { name, version, dependencies, devDependencies, optionalDependencies, engines } = manifest;
  return {
    name,
    version,
    lockfileVersion: 3,
    requires: true,
    packages: {
      '': { name, version, dependencies, optionalDependencies, devDependencies, engines },
      ...packages,
    },
  };
}

if (process.argv[1] === fileURLToPath(import.meta.url)) {
  const rootLock = JSON.parse(readFileSync(`${root}/package-lock.json`, 'utf8'));
  const manifest = JSON.parse(readFileSync(`${root}/${WORKSPACE}/package.json`, 'utf8'));
  const lock = functionsLock(rootLock, manifest);
  writeFileSync(`${root}/${WORKSPACE}/package-lock.json`, `${JSON.stringify(lock, null, 2)}\n`);
  console.log(
    `${WORKSPACE}/package-lock.json: ${Object.keys(lock.packages).length - 1} packages from the root lock.`,
  );
}
