/**
 * A class's link with seats: opened and closed by an admin, read by the class's teachers, read
 * by anyone holding it, and joined by learners each taking one seat (a key of the class minted and
 * redeemed for them) exactly up to the seats allowed, however many sign up at once.
 */
import { randomUUID } from 'node:crypto';
import { describe, expect, it } from 'vitest';
import { generateLinkToken } from '../../src/activation/class-link-rules';
import { joinLink } from '../../src/activation/class-link-store';
import { attemptWindow } from '../../src/activation/key-rules';
import { addressKey, clientAddress } from '../../src/http/client-address';
import {
  apiPaths,
  type ClassKeys,
  type ClassLinkAnswer,
  type PublicClassLink,
  type UserProfile,
  type ValidateKeyResponse,
} from '../../src/shared/contract';
import { addTeacher, classDoc, learnerWith, mint, newClass } from './academy-steps';
import { seedLearner, testDb, verifiedUser, withRole } from './admin';
import { withCommits } from './faults';
import { call, errorOf, signIn, signUp, type TestUser } from './stack';

const FULL = '❌ As vagas deste link de turma acabaram. Peça uma vaga à academia.';
const CLOSED = '❌ Este link de turma foi fechado pela academia. Peça um novo link ou uma chave de ativação.';
const UNKNOWN = '❌ Este link de turma não existe. Confira o link com a academia.';
const ALREADY_ACTIVE =
  'Sua conta já está ativada, então nenhuma vaga desta turma foi usada. Para mudar de turma, fale com a academia.';

async function openLink(admin: TestUser, classId: string, seats: number) {
  const opened = await call<ClassLinkAnswer>(apiPaths.academyClassLink({ classId }), {
    token: admin.idToken,
    json: { seats },
  });
  expect(opened.status, JSON.stringify(opened.body)).toBe(200);
  const { link } = opened.body;
  if (!link) throw new Error('no link');
  return link;
}

function join(user: TestUser, token: string, address?: string) {
  return call<ValidateKeyResponse & { error?: string }>(apiPaths.joinClass, {
    token: user.idToken,
    json: { token },
    headers: address ? { 'X-Forwarded-For': address } : undefined,
  });
}

const publicRead = (token: string) => call<PublicClassLink>(apiPaths.classLink({ token }));

async function isActivated(user: TestUser): Promise<boolean> {
  return (await call<UserProfile>(apiPaths.me, { token: user.idToken })).body.hasActivated;
}

const seatsOf = async (token: string) =>
  (await testDb().collection('classLinks').doc(token).collection('seats').get()).docs;

describe('joining a class through its link', () => {
  it('race: 40 sign-ups at once on a link of 25 seats: exactly 25 activated, 15 told it is full', async () => {
    const admin = await withRole('admin');
    const { id: classId, name } = await newClass(admin);
    const link = await openLink(admin, classId, 25);
    expect(link).toMatchObject({ seats: 25, seatsTaken: 0, open: true, closedAt: null });
    expect(link.token).toMatch(/^[A-Za-z0-9_-]{24}$/);
    const learners = await Promise.all(Array.from({ length: 40 }, () => signUp()));

    const answers = await Promise.all(learners.map((learner) => join(learner, link.token)));

    const joined = answers.filter((answer) => answer.status === 200);
    expect(joined).toHaveLength(25);
    for (const answer of joined) {
      expect(answer.body).toEqual({
        success: true,
        message: `✅ Você entrou na turma “${name}”. Sua conta foi ativada!`,
      });
    }
    const refused = answers.filter((answer) => answer.status === 409);
    expect(refused).toHaveLength(15);
    for (const answer of refused) expect(answer.body.message).toBe(FULL);
    const activated = await Promise.all(learners.map(isActivated));
    expect(activated.filter(Boolean)).toHaveLength(25);
    expect(activated).toEqual(answers.map((answer) => answer.status === 200));

    // The counters exact: the link's, the class's (each seat a key minted and redeemed at once).
    expect(await classDoc(classId)).toMatchObject({
      learners: 25,
      keysUsed: 25,
      keysFree: 0,
      keysRevoked: 0,
    });
    const stored = (await testDb().collection('classLinks').doc(link.token).get()).data();
    expect(stored).toMatchObject({ classId, seats: 25, seatsTaken: 25, open: true });
    expect((await seatsOf(link.token)).map((seat) => Number(seat.id)).sort((a, b) => a - b)).toEqual(
      Array.from({ length: 25 }, (_, i) => i),
    );
    // The keys page sees 25 used keys, each used by the learner it activated.
    const keys = await call<ClassKeys>(apiPaths.academyKeys({ classId }), { token: admin.idToken });
    expect(keys.body.keys.filter((key) => key.state === 'used')).toHaveLength(25);
    expect(keys.body.keys).toHaveLength(25);
    const winners = learners.filter((_, i) => activated[i]);
    const redeemedBy = await Promise.all(
      keys.body.keys.map(async (key) =>
        (await testDb().collection('activationKeys').doc(key.key).get()).get('redeemedBy'),
      ),
    );
    expect(new Set(redeemedBy)).toEqual(new Set(winners.map((winner) => winner.uid)));
    for (const winner of winners.slice(0, 3)) {
      const record = (await testDb().collection('users').doc(winner.uid).get()).data();
      expect(record).toMatchObject({ hasActivated: true, classId });
      const redemption = await testDb().collection('keyRedemptions').doc(record?.activationKey).get();
      expect(redemption.get('uid')).toBe(winner.uid);
    }

    // The join page says so, and the admin's view agrees.
    expect((await publicRead(link.token)).body).toEqual({ className: name, state: 'full', seatsLeft: 0 });
    const seen = await call<ClassLinkAnswer>(apiPaths.academyClassLink({ classId }), {
      token: admin.idToken,
    });
    expect(seen.body.link).toMatchObject({ token: link.token, seats: 25, seatsTaken: 25, open: true });
  });

  it('a retried join takes no second seat: a lost reply inside the call, and the same learner again', async () => {
    const admin = await withRole('admin');
    const { id: classId, name } = await newClass(admin);
    const link = await openLink(admin, classId, 5);

    // The batch was applied but its reply lost: the call recognises its own seat.
    const uid = `semresposta-${randomUUID()}`;
    await seedLearner(uid);
    let lost = 0;
    const losing = withCommits(testDb(), async (real) => {
      const result = await real();
      if (lost++ === 0) throw Object.assign(new Error('reply lost'), { code: 14 });
      return result;
    });
    expect(await joinLink(losing, { token: link.token, uid, now: new Date() })).toEqual({
      joined: name,
      again: false,
    });
    expect(lost).toBe(1);

    // The client never got its answer and sends it again, twice at once: one seat, the same answer.
    const learner = await signUp();
    const first = await join(learner, link.token);
    expect(first.status).toBe(200);
    const again = await Promise.all([join(learner, link.token), join(learner, link.token)]);
    for (const answer of again) expect(answer.body).toEqual(first.body);
    // And racing from the start: a double tap.
    const hurried = await signUp();
    const tapped = await Promise.all([join(hurried, link.token), join(hurried, link.token)]);
    expect(tapped.map((answer) => answer.status)).toEqual([200, 200]);

    expect(await classDoc(classId)).toMatchObject({ learners: 3, keysUsed: 3, keysFree: 0 });
    expect(await seatsOf(link.token)).toHaveLength(3);
    expect((await publicRead(link.token)).body).toEqual({ className: name, state: 'open', seatsLeft: 2 });
  });

  it('a closed link, an activated learner and an unknown link are refused, taking no seat', async () => {
    const admin = await withRole('admin');
    const { id: classId, name } = await newClass(admin);
    const link = await openLink(admin, classId, 3);
    expect((await publicRead(link.token)).body).toEqual({ className: name, state: 'open', seatsLeft: 3 });

    // Activated with a key of another class: a clear answer, no seat.
    const { id: otherId } = await newClass(admin);
    const [key = ''] = await mint(admin, otherId, 1);
    const activated = await learnerWith(key);
    const refused = await join(activated, link.token);
    expect(refused.status).toBe(409);
    expect(refused.body).toMatchObject({ success: false, message: ALREADY_ACTIVE });

    const unknown = await join(await signUp(), generateLinkToken());
    expect(unknown.status).toBe(404);
    expect(errorOf(unknown)).toBe(UNKNOWN);
    const malformed = await publicRead('nao-existe');
    expect(malformed.status).toBe(404);
    expect(errorOf(malformed)).toBe(UNKNOWN);

    const closed = await call<ClassLinkAnswer>(apiPaths.academyClassLink({ classId }), {
      method: 'DELETE',
      token: admin.idToken,
    });
    expect(closed.status).toBe(200);
    expect(closed.body.link).toMatchObject({ open: false, seatsTaken: 0 });
    expect(closed.body.link?.closedAt).toEqual(expect.any(String));
    const late = await signUp();
    const answer = await join(late, link.token);
    expect(answer.status).toBe(409);
    expect(answer.body.message).toBe(CLOSED);
    expect(await isActivated(late)).toBe(false);
    expect((await publicRead(link.token)).body).toEqual({ className: name, state: 'closed', seatsLeft: 0 });
    const again = await call(apiPaths.academyClassLink({ classId }), {
      method: 'DELETE',
      token: admin.idToken,
    });
    expect(again.status).toBe(404);
    expect(errorOf(again)).toBe('Esta turma não tem link aberto.');

    // Opening again makes a new link; the closed one stays closed.
    const reopened = await openLink(admin, classId, 2);
    expect(reopened.token).not.toBe(link.token);
    expect((await join(late, link.token)).status).toBe(409);
    expect((await join(late, reopened.token)).status).toBe(200);
    expect(await classDoc(classId)).toMatchObject({ learners: 1, keysUsed: 1 });
  });

  it('unknown links count as wrong keys: a learner tries at most 5 a window, the address is charged', async () => {
    const guesser = await signUp();
    const address = `100.${64 + (Date.now() % 60)}.${Math.floor(Math.random() * 250)}.7`;
    const statuses: number[] = [];
    for (let i = 0; i < 6; i++) statuses.push((await join(guesser, generateLinkToken(), address)).status);
    expect(statuses).toEqual([404, 404, 404, 404, 404, 429]);
    const failures = await testDb()
      .collection('keyAttemptsByAddress')
      .doc(`${addressKey(clientAddress(address, 1))}_${attemptWindow(new Date()).id}`)
      .get();
    expect(failures.get('failures')).toBeGreaterThanOrEqual(5);
  });
});

describe('managing the link', () => {
  it('one open link a class; its seats change but never below those taken', async () => {
    const admin = await withRole('admin');
    const { id: classId } = await newClass(admin);
    const empty = await call<ClassLinkAnswer>(apiPaths.academyClassLink({ classId }), {
      token: admin.idToken,
    });
    expect(empty.body).toEqual({ link: null });
    const [one, two] = await Promise.all([openLink(admin, classId, 2), openLink(admin, classId, 2)]);
    expect(one.token).toBe(two.token);
    await Promise.all([join(await signUp(), one.token), join(await signUp(), one.token)]);
    const tooFew = await call(apiPaths.academyClassLink({ classId }), {
      token: admin.idToken,
      json: { seats: 1 },
    });
    expect(tooFew.status).toBe(409);
    expect(errorOf(tooFew)).toBe('Este link já tem 2 vagas ocupadas: as vagas não podem ser menos que isso.');
    const more = await openLink(admin, classId, 4);
    expect(more).toMatchObject({ token: one.token, seats: 4, seatsTaken: 2 });
    for (const seats of [0, 201, 1.5, '3']) {
      const bad = await call(apiPaths.academyClassLink({ classId }), {
        token: admin.idToken,
        json: { seats },
      });
      expect(bad.status, String(seats)).toBe(400);
    }
  });

  it('a teacher of the class reads the link but cannot open or close it; a learner cannot read it', async () => {
    const admin = await withRole('admin');
    const { id: classId } = await newClass(admin);
    const link = await openLink(admin, classId, 3);
    const teacher = await verifiedUser();
    await addTeacher(admin, classId, teacher.email);
    const teacherToken = (await signIn(teacher.email)).idToken;
    const path = apiPaths.academyClassLink({ classId });

    expect((await call<ClassLinkAnswer>(path, { token: teacherToken })).body.link?.token).toBe(link.token);
    const opens = await call(path, { token: teacherToken, json: { seats: 10 } });
    expect(opens.status).toBe(403);
    expect(errorOf(opens)).toBe('Só um administrador da academia pode fazer isso.');
    expect((await call(path, { method: 'DELETE', token: teacherToken })).status).toBe(403);

    const learner = await signUp();
    expect((await join(learner, link.token)).status).toBe(200);
    const reads = await call(path, { token: learner.idToken });
    expect(reads.status).toBe(403);
    expect(JSON.stringify(reads.body)).not.toContain(link.token);
    expect((await call(path)).status).toBe(401);
    expect(await classDoc(classId)).toMatchObject({ learners: 1 });
    expect((await call<ClassLinkAnswer>(path, { token: admin.idToken })).body.link).toMatchObject({
      seats: 3,
      seatsTaken: 1,
      open: true,
    });
  });
});
