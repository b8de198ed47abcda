import { execFile } from 'node:child_process';
import { readdirSync, statSync } from 'node:fs';
import { join } from 'node:path';
import { setTimeout as sleep } from 'node:timers/promises';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/contract';
import { testDb } from './admin';
import { call, signUp } from './stack';

const run = promisify(execFile);
/** What `npm run keys` runs: it builds the tool (into functions/.cli), then runs it. */
const runCli = fileURLToPath(new URL('../../run-cli.mjs', import.meta.url));
const lib = fileURLToPath(new URL('../../lib', import.meta.url));

async function keys(...args: string[]): Promise<string[]> {
  const { stdout } = await run(process.execPath, [runCli, 'keys', ...args], { env: process.env });
  return stdout.trim().split('\n');
}

/** Every file the functions emulator serves from lib/, with its size and modification time. */
function libFiles(): string[] {
  return readdirSync(lib, { recursive: true })
    .map((name) => join(lib, String(name)))
    .filter((path) => statSync(path).isFile())
    .map((path) => `${path} ${statSync(path).size} ${statSync(path).mtimeMs}`)
    .sort();
}

describe('npm run keys (admin tool, against the emulator)', () => {
  it('mints readable keys that a learner can redeem, and lists who used them', async () => {
    const minted = await keys('create', '--count', '3', '--note', 'Turma de teste');
    expect(minted).toHaveLength(3);
    for (const key of minted) expect(key).toMatch(/^[2-9A-HJKMNP-TV-Z]{5}(-[2-9A-HJKMNP-TV-Z]{5}){3}$/);

    const user = await signUp();
    const redeemed = await call(apiPaths.validateKey, {
      token: user.idToken,
      json: { userId: user.uid, activationKey: minted[0] },
    });
    expect(redeemed.status).toBe(200);

    // Filed under the class of that name, made by the first such call.
    const stored = await testDb()
      .collection('activationKeys')
      .doc((minted[0] ?? '').replaceAll('-', ''))
      .get();
    const filed = await testDb()
      .collection('classes')
      .doc(String(stored.get('classId')))
      .get();
    expect(filed.get('name')).toBe('Turma de teste');
    expect((await testDb().collection('users').doc(user.uid).get()).get('classId')).toBe(filed.id);

    const listing = await keys('list');
    expect(listing.find((line) => line.startsWith(minted[0] ?? '-'))).toContain(`used by ${user.uid}`);
    expect(listing.find((line) => line.startsWith(minted[1] ?? '-'))).toContain('unused');
    expect(listing.find((line) => line.startsWith(minted[1] ?? '-'))).toContain('Turma de teste');
  });

  it('leaves functions/lib alone, so the running function keeps answering', async () => {
    // A write to lib/ makes the emulator reload the function (after a 1 s debounce), failing the
    // requests in flight: health is asked throughout the run and for 1.5 s after it.
    const before = libFiles();
    const statuses: number[] = [];
    let stopAt = Infinity;
    const asking = (async () => {
      while (Date.now() < stopAt) {
        statuses.push(
          await call(apiPaths.health).then(
            ({ status }) => status,
            () => 0,
          ),
        );
        await sleep(50);
      }
    })();
    const minted = await keys('create').finally(() => {
      stopAt = Date.now() + 1500;
    });
    await asking;
    expect(minted).toHaveLength(1);
    expect(libFiles()).toEqual(before);
    expect(statuses.length).toBeGreaterThan(10);
    expect(statuses.filter((status) => status !== 200)).toEqual([]);
  });

  it('refuses a bad count', async () => {
    await expect(keys('create', '--count', '0')).rejects.toMatchObject({ code: 2 });
  });
});
