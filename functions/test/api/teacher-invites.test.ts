/**
 * A role goes only to an address its holder confirmed: an invite to an account whose e-mail is not
 * verified (or to no account) waits, and applies at the invitee's next account read once their
 * token says the address is confirmed. The CLI's grant refuses an unverified account unless told.
 * Class names pass the name rule, their uniqueness checked after it.
 */
import { execFile } from 'node:child_process';
import { randomUUID } from 'node:crypto';
import { fileURLToPath } from 'node:url';
import { promisify } from 'node:util';
import { getAuth } from 'firebase-admin/auth';
import { describe, expect, it } from 'vitest';
import { apiPaths, type ClassList, type ClassSummary, type UserProfile } from '../../src/shared/contract';
import { addTeacher, classDoc, newClass, page } from './academy-steps';
import { confirmEmail, testDb, verifiedUser, withRole } from './admin';
import { call, errorOf, signIn, signUp, type TestUser } from './stack';

const run = promisify(execFile);
const runCli = fileURLToPath(new URL('../../run-cli.mjs', import.meta.url));

const roleOf = async (user: TestUser) => {
  const me = await call<UserProfile>(apiPaths.me, { token: user.idToken });
  expect(me.status, JSON.stringify(me.body)).toBe(200);
  return me.body.role;
};

const invitesOf = async (classId: string) =>
  (await testDb().collection('teacherInvites').where('classId', '==', classId).get()).docs.map((doc) =>
    doc.get('email'),
  );

/** Every academy read a teacher has, by someone who must get none of them. */
async function readsNothing(user: TestUser, classId: string) {
  for (const path of [
    apiPaths.academyClasses,
    apiPaths.academyClass({ classId }),
    apiPaths.academyKeys({ classId }),
    apiPaths.academyClassCsv({ classId }),
    apiPaths.academyKeysCsv({ classId }),
  ]) {
    const answer = await call(path, { token: user.idToken });
    expect(answer.status, path).toBe(403);
  }
}

describe('a teacher invite', () => {
  it('is not given to an impostor holding the address unverified; the confirmed invitee gets it at the next read', async () => {
    const admin = await withRole('admin');
    const mine = await newClass(admin);
    await call(apiPaths.academyKeys({ classId: mine.id }), { token: admin.idToken, json: { count: 2 } });
    const address = `maria.souza-${randomUUID().slice(0, 8)}@escola.com.br`;
    const impostor = await signUp('Maria Souza', address);

    const added = await addTeacher(admin, mine.id, address.toUpperCase());
    expect(added.teachers).toEqual([]);
    expect(added.invited).toEqual([address]);
    expect((await classDoc(mine.id))?.teacherUids).toEqual([]);
    expect((await getAuth().getUser(impostor.uid)).customClaims?.teacher).toBeUndefined();

    // However often the impostor reads their account or signs in again, nothing applies.
    expect(await roleOf(impostor)).toBeNull();
    const again = await signIn(address);
    expect(await roleOf(again)).toBeNull();
    await readsNothing(again, mine.id);
    expect(await invitesOf(mine.id)).toEqual([address]);

    // The class's screen says who is awaited, to the admin, in the list and on the page.
    const list = await call<ClassList>(apiPaths.academyClasses, { token: admin.idToken });
    expect(list.body.classes.find((each) => each.id === mine.id)?.invited).toEqual([address]);
    expect((await page(admin.idToken, mine.id)).body.class.invited).toEqual([address]);

    // The address confirmed (the link of the confirmation e-mail), then signed in again.
    await confirmEmail(impostor.uid);
    const confirmed = await signIn(address);
    expect(await roleOf(confirmed)).toBe('teacher');
    expect((await classDoc(mine.id))?.teacherUids).toEqual([impostor.uid]);
    expect(await invitesOf(mine.id)).toEqual([]);
    const refreshed = await signIn(address);
    expect((await page(refreshed.idToken, mine.id)).status).toBe(200);
    const shown = (await page(admin.idToken, mine.id)).body.class;
    expect(shown.invited).toEqual([]);
    expect(shown.teachers.map((each) => each.uid)).toEqual([impostor.uid]);
  });

  it('to an address with no account waits for it; the account made and confirmed later gets the role', async () => {
    const admin = await withRole('admin');
    const mine = await newClass(admin);
    const address = `nova-${randomUUID().slice(0, 8)}@escola.com.br`;
    expect((await addTeacher(admin, mine.id, address)).invited).toEqual([address]);

    const signedUp = await signUp('Nova Professora', address);
    expect(await roleOf(signedUp)).toBeNull();
    await confirmEmail(signedUp.uid);
    const confirmed = await signIn(address);
    expect(await roleOf(confirmed)).toBe('teacher');
    expect((await classDoc(mine.id))?.teacherUids).toEqual([signedUp.uid]);
  });

  it('to a confirmed account gives the role at once, as before', async () => {
    const admin = await withRole('admin');
    const mine = await newClass(admin);
    const teacher = await verifiedUser('Professora Clara');
    const added = await addTeacher(admin, mine.id, teacher.email);
    expect(added.invited).toEqual([]);
    expect(added.teachers).toEqual([{ uid: teacher.uid, email: teacher.email, name: 'Professora Clara' }]);
    expect((await getAuth().getUser(teacher.uid)).customClaims?.teacher).toBe(true);
  });

  it('withdrawn by the admin before the address is confirmed, gives nothing', async () => {
    const admin = await withRole('admin');
    const mine = await newClass(admin);
    const invitee = await signUp();
    await addTeacher(admin, mine.id, invitee.email);
    const withdrawn = await call<ClassSummary>(
      apiPaths.academyTeacher({ classId: mine.id, teacherId: invitee.email }),
      { method: 'DELETE', token: admin.idToken },
    );
    expect(withdrawn.status, JSON.stringify(withdrawn.body)).toBe(200);
    expect(withdrawn.body.invited).toEqual([]);
    const twice = await call(apiPaths.academyTeacher({ classId: mine.id, teacherId: invitee.email }), {
      method: 'DELETE',
      token: admin.idToken,
    });
    expect(twice.status).toBe(404);
    await confirmEmail(invitee.uid);
    expect(await roleOf(await signIn(invitee.email))).toBeNull();
    expect((await classDoc(mine.id))?.teacherUids).toEqual([]);
  });

  it('race: the confirmed invitee reads their account 10 times at once, invited to two classes: applied once each', async () => {
    const admin = await withRole('admin');
    const [one, two] = [await newClass(admin), await newClass(admin)];
    const invitee = await signUp();
    await addTeacher(admin, one.id, invitee.email);
    await addTeacher(admin, two.id, invitee.email);
    await confirmEmail(invitee.uid);
    const confirmed = await signIn(invitee.email);
    const roles = await Promise.all(Array.from({ length: 10 }, () => roleOf(confirmed)));
    expect(roles).toEqual(Array(10).fill('teacher'));
    for (const { id } of [one, two]) {
      expect((await classDoc(id))?.teacherUids).toEqual([invitee.uid]);
      expect(await invitesOf(id)).toEqual([]);
    }
    expect((await getAuth().getUser(invitee.uid)).customClaims).toEqual({ teacher: true });
  });
});

describe('npm run admin -- grant', () => {
  async function admin(...args: string[]) {
    return run(process.execPath, [runCli, 'admin', ...args], { env: process.env }).then(
      ({ stdout }) => ({ code: 0, stdout, stderr: '' }),
      (error: { code: number; stdout: string; stderr: string }) => error,
    );
  }

  it('refuses an account whose e-mail is not confirmed, unless told with --unverified-email-ok', async () => {
    const user = await signUp();
    const refused = await admin('grant', user.email);
    expect(refused.code).toBe(1);
    expect(refused.stderr).toContain('ainda não confirmou');
    expect(refused.stderr).toContain('--unverified-email-ok');
    expect((await getAuth().getUser(user.uid)).customClaims?.admin).toBeUndefined();

    const told = await admin('grant', user.email, '--unverified-email-ok');
    expect(told.code).toBe(0);
    expect((await getAuth().getUser(user.uid)).customClaims?.admin).toBe(true);

    const confirmed = await verifiedUser();
    expect((await admin('grant', confirmed.email)).code).toBe(0);
    expect((await getAuth().getUser(confirmed.uid)).customClaims?.admin).toBe(true);
  });
});

describe('class names', () => {
  it('pass the name rule: hidden characters go, look-alikes are one name, a name of nothing is refused', async () => {
    const admin = await withRole('admin');
    const base = `Turma ${randomUUID().slice(0, 8)}`;
    const created = await call<ClassSummary>(apiPaths.academyClasses, {
      token: admin.idToken,
      json: { name: `\u202E${base}\u0000\u0007` },
    });
    expect(created.status, JSON.stringify(created.body)).toBe(201);
    expect(created.body.name).toBe(base);

    const lookAlike = await call(apiPaths.academyClasses, {
      token: admin.idToken,
      json: { name: base.replace(' ', ' \u200B') },
    });
    expect(lookAlike.status).toBe(409);

    const other = await newClass(admin);
    const renamed = await call(apiPaths.academyClass({ classId: other.id }), {
      method: 'PATCH',
      token: admin.idToken,
      json: { name: `${base.slice(0, 3)}\u200D${base.slice(3)}` },
    });
    expect(renamed.status).toBe(409);

    for (const name of ['\u200B\u200B', '\u202E\u0007', '!!!']) {
      const refused = await call(apiPaths.academyClasses, { token: admin.idToken, json: { name } });
      expect(refused.status, JSON.stringify(name)).toBe(400);
      expect(errorOf(refused)).toBe(
        'O nome da turma precisa ter letras ou números (até 60 caracteres). Digite outro nome.',
      );
      const renaming = await call(apiPaths.academyClass({ classId: other.id }), {
        method: 'PATCH',
        token: admin.idToken,
        json: { name },
      });
      expect(renaming.status).toBe(400);
    }
    expect((await classDoc(other.id))?.name).toBe(other.name);
  });
});
