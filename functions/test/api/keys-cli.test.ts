import { execFile } from 'node:child_process';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { describe, expect, it } from 'vitest';
import { apiPaths } from '../../src/shared/contract';
import { call, signUp } from './stack';

const run = promisify(execFile);
const cli = fileURLToPath(new URL('../../lib/cli/keys.js', import.meta.url));

async function keys(...args: string[]): Promise<string[]> {
  const { stdout } = await run(process.execPath, [cli, ...args], { env: process.env });
  return stdout.trim().split('\n');
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

    const listing = await keys('list');
    expect(listing.find((line) => line.startsWith(minted[0] ?? '-'))).toContain(`used by ${user.uid}`);
    expect(listing.find((line) => line.startsWith(minted[1] ?? '-'))).toContain('unused');
    expect(listing.find((line) => line.startsWith(minted[1] ?? '-'))).toContain('Turma de teste');
  });

  it('refuses a bad count', async () => {
    await expect(keys('create', '--count', '0')).rejects.toMatchObject({ code: 2 });
  });
});
