/**
 * GET /api/users/me/export through the running stack: a file to download with everything kept
 * about the learner (their account, activation, points, days, review list and level, practices,
 * conversations, daily usage, consent), readable by a person, and nothing of anyone else.
 */
import { describe, expect, it } from 'vitest';
import { COLLECTIONS, LEARNER_COLLECTIONS } from '../../src/data/collections';
import { messages } from '../../src/messages';
import { type AccountExport, apiPaths, type ExportedValue } from '../../src/shared/contract';
import { PRIVACY_NOTICE_VERSION } from '../../src/shared/rules';
import { activatedUser } from './admin';
import { fullLearner } from './full-learner';
import { call } from './stack';

const ISO = /^\d{4}-\d{2}-\d{2}T\d{2}:\d{2}:\d{2}\.\d{3}Z$/;

/** Every value of the export, depth first, with its path. */
function* values(value: ExportedValue, path = ''): Generator<[string, ExportedValue]> {
  yield [path, value];
  if (Array.isArray(value)) for (const [i, each] of value.entries()) yield* values(each, `${path}[${i}]`);
  else if (value && typeof value === 'object') {
    for (const [key, each] of Object.entries(value)) yield* values(each, `${path}.${key}`);
  }
}

describe('GET /api/users/me/export', () => {
  it('is a JSON file to download with everything kept about the learner, readable, and nothing of others', async () => {
    const { user, learner, key, practiceId } = await fullLearner();
    const other = await activatedUser('Outra pessoa');
    const result = await call<AccountExport>(apiPaths.exportMe, { token: user.idToken });
    expect(result.status).toBe(200);
    expect(result.headers.get('content-type')).toContain('application/json');
    expect(result.headers.get('cache-control')).toBe('private, no-store');
    expect(result.headers.get('content-disposition')).toMatch(
      /^attachment; filename="fala-ingles-meus-dados-\d{4}-\d{2}-\d{2}\.json"$/,
    );
    const data = result.body;
    expect(data.about).toBe(messages.dataExport.about);
    expect(data.exportedAt).toMatch(ISO);

    // The account, as the learner knows it.
    expect(data.account).toMatchObject({
      uid: learner.uid,
      email: learner.email,
      name: learner.name,
      showOnRanking: true,
      hasActivated: true,
      activationKey: key,
      pointsWriting: 20,
      pointsSpeaking: 12,
      totalPoints: 32,
      consent: { noticeVersion: PRIVACY_NOTICE_VERSION, adult: false, guardianConsent: true },
    });
    expect(data.account.createdAt).toMatch(ISO);
    expect(data.account.activatedAt).toMatch(ISO);
    expect(data.account.consent?.acceptedAt).toMatch(ISO);
    expect(data.pointsByDay).toEqual([{ day: expect.stringMatching(/^\d{4}-\d{2}-\d{2}$/), points: 32 }]);

    // Every collection the registry says is about a learner, each explained, in Portuguese.
    expect(data.collections.map((each) => each.collection)).toEqual(
      LEARNER_COLLECTIONS.map((spec) => spec.name),
    );
    for (const collection of data.collections) {
      expect(collection.about, collection.collection).toBe(
        messages.dataExport.collections[collection.collection],
      );
      expect(collection.keptFor).toMatch(/[a-zà-ú]/);
    }
    const byName = Object.fromEntries(data.collections.map((each) => [each.collection, each]));
    const practice = byName.practices?.documents.find((doc) => doc.id === `${learner.uid}_${practiceId}`);
    expect(practice?.fields).toMatchObject({ kind: 'writing', saved: 20, audios: 2, closed: true });
    expect(Object.keys(practice?.subcollections ?? {})).toEqual(['saveLog', 'servedAudios']);
    const learning = (kind: string) => byName.learning?.documents.find((doc) => doc.fields.kind === kind);
    expect(learning('writing')?.fields).toMatchObject({ kind: 'writing', level: 'beginner' });
    expect(learning('speaking')?.fields).toMatchObject({ uid: learner.uid, soundsHeard_th: 1 });
    expect(JSON.stringify(byName.conversations?.documents)).toContain(`My name is ${learner.name}`);
    expect(byName.dailyUsage?.documents[0]?.subcollections).toHaveProperty('audioLog');
    expect(byName.weeklyPoints?.documents[0]?.fields).toMatchObject({ uid: learner.uid, totalPoints: 32 });
    expect(byName.activationKeys?.documents.map((doc) => doc.id)).toEqual([key]);

    // Readable: every date an ISO string, no Firestore object left as it is stored.
    for (const [path, value] of values(data as unknown as ExportedValue)) {
      if (value && typeof value === 'object' && !Array.isArray(value)) {
        expect(Object.keys(value), path).not.toContain('_seconds');
      }
      if (/(At|After|\.at)$/.test(path)) expect(value, path).toMatch(ISO);
    }
    // Nothing of another learner, and nothing of the collections that are nobody's.
    expect(JSON.stringify(data)).not.toContain(other.uid);
    const nobodys = COLLECTIONS.filter((spec) => !spec.personal).map((spec) => spec.name);
    expect(data.collections.filter((each) => nobodys.includes(each.collection))).toEqual([]);
  });

  it('needs a sign-in', async () => {
    expect((await call(apiPaths.exportMe)).status).toBe(401);
  });
});
