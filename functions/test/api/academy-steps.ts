/**
 * The academy's steps through the running stack, shared by its API tests (accounts with a role:
 * ./admin.ts withRole): classes, keys, learners activated into a class, the class page and its CSV
 * files as Excel reads them.
 */
import { randomUUID } from 'node:crypto';
import { expect } from 'vitest';
import {
  apiPaths,
  type ClassPage,
  type ClassSummary,
  type MintKeysResponse,
} from '../../src/shared/contract';
import { testDb } from './admin';
import { BASE_URL, call, signUp, type TestUser } from './stack';

export const uniqueName = (prefix = 'Turma') => `${prefix} ${randomUUID().slice(0, 8)}`;

/** Adds a teacher to a class by e-mail, as the admin's screen does (invited if not confirmed). */
export async function addTeacher(admin: TestUser, classId: string, email: string) {
  const added = await call<ClassSummary>(apiPaths.academyTeachers({ classId }), {
    token: admin.idToken,
    json: { email },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);
  return added.body;
}

export async function newClass(admin: TestUser, name = uniqueName()): Promise<ClassSummary> {
  const created = await call<ClassSummary>(apiPaths.academyClasses, { token: admin.idToken, json: { name } });
  expect(created.status, JSON.stringify(created.body)).toBe(201);
  return created.body;
}

export async function mint(admin: TestUser, classId: string, count: number): Promise<string[]> {
  const minted = await call<MintKeysResponse>(apiPaths.academyKeys({ classId }), {
    token: admin.idToken,
    json: { count },
  });
  expect(minted.status, JSON.stringify(minted.body)).toBe(201);
  return minted.body.keys;
}

/** A learner activated with `key`. */
export async function learnerWith(
  key: string,
  name = `Aluna ${randomUUID().slice(0, 6)}`,
): Promise<TestUser> {
  const user = await signUp(name);
  const result = await call(apiPaths.validateKey, {
    token: user.idToken,
    json: { userId: user.uid, activationKey: key },
  });
  expect(result.status, JSON.stringify(result.body)).toBe(200);
  return user;
}

/** A CSV answer as bytes reach Excel (fetch's text() would drop the BOM). */
export async function csvOf(path: string, token: string) {
  const response = await fetch(`${BASE_URL}${path}`, { headers: { Authorization: `Bearer ${token}` } });
  const bytes = new Uint8Array(await response.arrayBuffer());
  expect([...bytes.slice(0, 3)], 'the UTF-8 BOM').toEqual([0xef, 0xbb, 0xbf]);
  return { headers: response.headers, lines: new TextDecoder().decode(bytes).trimEnd().split('\r\n') };
}

export const classDoc = async (classId: string) =>
  (await testDb().collection('classes').doc(classId).get()).data();

export async function page(token: string, classId: string) {
  return call<ClassPage>(apiPaths.academyClass({ classId }), { token });
}
