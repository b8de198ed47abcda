/**
 * Every Firestore collection the function writes, top-level and below, with how a learner's
 * documents are found in it, whether it is personal data and how long it is kept. Deleting an
 * account and exporting a learner's data walk this list (./learner-records.ts), and a unit test
 * fails when the code names a collection that is not here (./collections.test.ts), so a new
 * collection cannot be forgotten by either. docs/data.md is the same table.
 */
import type { RETENTION_DAYS } from '../shared/rules';

/** How long a document is kept: a TTL policy on `deleteAfter` (./retention.ts), or for good. */
export type Retention = { ttlDays: keyof typeof RETENTION_DAYS } | { keptForGood: string };

/**
 * How the documents about one learner are found in a top-level collection:
 * - `id`: the document's id is the uid;
 * - `uidField`: the documents carry the uid in `uid` (their ids start or end with it);
 * - `unlink`: the documents outlive the learner (a spent key stays spent): `field` holds the uid,
 *   and deleting the account replaces it with DELETED_ACCOUNT;
 * - `member`: the documents list the uid in the array `field` (a class's teachers): deleting the
 *   account takes it out of the array;
 * - `address`: the documents hold the account's e-mail address in `field` (a class's invite made
 *   before it was confirmed): found only by an address the token says is confirmed, since an
 *   unconfirmed one may be someone else's; deleting the account deletes them;
 * - `none`: nothing in it is about one learner.
 */
export type LearnerLink =
  | { kind: 'id' }
  | { kind: 'uidField' }
  | { kind: 'unlink'; field: string }
  | { kind: 'member'; field: string }
  | { kind: 'address'; field: string }
  | { kind: 'none'; why: string };

/** A collection under each document of its parent (a log, named after the counter it advances). */
export interface SubcollectionSpec {
  name: string;
  holds: string;
  retention: Retention;
}

export interface CollectionSpec {
  name: string;
  /** How its document ids are made. */
  id: string;
  holds: string;
  learner: LearnerLink;
  /** Whether it holds personal data about a learner (LGPD): exported, and deleted or unlinked. */
  personal: boolean;
  /**
   * For personal data, the words of the privacy notice's "O que o app guarda" that tell the
   * learner it is kept (web/src/messages/privacy.ts; a unit test finds them there).
   */
  notice?: string;
  retention: Retention;
  subcollections: readonly SubcollectionSpec[];
}

/** What a spent key names instead of its learner once the account is deleted. */
export const DELETED_ACCOUNT = 'conta-excluida';

const activity = { ttlDays: 'activity' } as const;
const shortLog = { ttlDays: 'saveLog' } as const;
const keyWindow = { ttlDays: 'keyAttempts' } as const;

export const COLLECTIONS: readonly CollectionSpec[] = [
  {
    name: 'users',
    id: '{uid}',
    holds: 'the learner: name, e-mail, points, activation, ranking visibility, consent',
    learner: { kind: 'id' },
    personal: true,
    notice: 'Sua conta:',
    retention: { keptForGood: 'the account itself' },
    subcollections: [],
  },
  {
    name: 'activationKeys',
    id: '{KEY}',
    holds: 'the academy keys and who redeemed each',
    learner: { kind: 'unlink', field: 'redeemedBy' },
    personal: true,
    notice: 'a chave de ativação usada',
    retention: { keptForGood: 'a key stays spent' },
    subcollections: [],
  },
  {
    name: 'keyRedemptions',
    id: '{KEY}',
    holds: 'the write-once record that makes a key single-use',
    learner: { kind: 'unlink', field: 'uid' },
    personal: true,
    notice: 'a chave de ativação usada',
    retention: { keptForGood: 'a key stays spent' },
    subcollections: [],
  },
  {
    name: 'keyAttempts',
    id: '{uid}_{window}',
    holds: 'key attempts in a 15-minute window',
    learner: { kind: 'uidField' },
    personal: true,
    notice: 'as tentativas de chave de ativação',
    retention: keyWindow,
    subcollections: [{ name: 'attemptLog', holds: 'one entry per attempt', retention: keyWindow }],
  },
  {
    name: 'keyAttemptsByAddress',
    id: '{hash}_{window}',
    holds: 'failed keys from one client address, hashed',
    learner: { kind: 'none', why: 'counts an address (hashed), shared by a class, never a learner' },
    personal: false,
    retention: keyWindow,
    subcollections: [],
  },
  {
    name: 'dailyUsage',
    id: '{uid}_{YYYY-MM-DD}',
    holds: "the learner's São Paulo day: audios, tutor replies, recognitions, word audios, points claimed",
    learner: { kind: 'uidField' },
    personal: true,
    notice: 'Contadores de uso de cada dia',
    retention: activity,
    subcollections: [
      { name: 'audioLog', holds: 'one entry per audio granted', retention: activity },
      { name: 'audioRefunds', holds: 'one entry per audio given back', retention: activity },
      { name: 'claimLog', holds: 'one entry per points claim without a practice', retention: activity },
      { name: 'replyLog', holds: 'one entry per tutor reply taken', retention: activity },
      { name: 'replyRefunds', holds: 'one entry per tutor reply given back', retention: activity },
      {
        name: 'replyCharacterLog',
        holds: "one entry per spoken reply's characters taken",
        retention: activity,
      },
      {
        name: 'replyCharacterRefunds',
        holds: "one entry per spoken reply's characters given back",
        retention: activity,
      },
      { name: 'declinedLog', holds: 'one entry per prompt the tutor declined', retention: activity },
      { name: 'recognitionLog', holds: 'one entry per speech recognition granted', retention: activity },
      { name: 'recognitionRefunds', holds: 'one entry per recognition given back', retention: activity },
      // The speaking practice's word help.
      { name: 'wordAudioLog', holds: 'one entry per word audio granted', retention: activity },
      { name: 'wordAudioRefunds', holds: 'one entry per word audio given back', retention: activity },
    ],
  },
  {
    name: 'practices',
    id: '{uid}_{practiceId}',
    holds: 'one practice: its phrases, audios and points',
    learner: { kind: 'uidField' },
    personal: true,
    notice: 'Suas práticas:',
    retention: activity,
    subcollections: [
      { name: 'saveLog', holds: 'one entry per credited save', retention: shortLog },
      {
        name: 'servedAudios',
        holds: 'one entry per phrase whose audio the practice was served (asked again, it takes no audio)',
        retention: activity,
      },
    ],
  },
  {
    name: 'learning',
    id: '{uid}_{kind}',
    holds:
      'the review list, level and counts of one practice; for speaking, how many recordings the coach heard each sound habit in (soundsHeard_{tip})',
    learner: { kind: 'uidField' },
    personal: true,
    notice: 'Seu aprendizado:',
    retention: { keptForGood: 'the learner’s level, review list and sounds heard (bounded in size)' },
    subcollections: [{ name: 'learningLog', holds: 'one entry per practice applied', retention: shortLog }],
  },
  {
    name: 'conversations',
    id: '{uid}_{sessionId}',
    holds:
      'one conversation with the tutor: its scenario, every line said and replied (with translations), corrections, targets used, the correction brought back, and points',
    learner: { kind: 'uidField' },
    personal: true,
    notice: 'Suas conversas com o tutor:',
    retention: activity,
    subcollections: [{ name: 'creditLog', holds: 'one entry per tutor reply credited', retention: activity }],
  },
  {
    name: 'conversationTurns',
    id: '{uid}',
    holds: "the learner's conversation turns begun and finished",
    learner: { kind: 'id' },
    personal: true,
    notice: 'Suas conversas com o tutor:',
    retention: { keptForGood: 'its counters name the turn log entries' },
    subcollections: [{ name: 'turnLog', holds: 'one entry per turn begun', retention: activity }],
  },
  {
    name: 'weeklyPoints',
    id: '{YYYY-MM-DD}_{uid}',
    holds: "the learner's points in one academy week",
    learner: { kind: 'uidField' },
    personal: true,
    notice: 'os de cada semana',
    retention: { ttlDays: 'weeks' },
    subcollections: [],
  },
  {
    name: 'progress',
    id: '{uid}',
    holds: 'the points earned on each São Paulo day',
    learner: { kind: 'id' },
    personal: true,
    notice: 'os pontos de cada dia',
    retention: { keptForGood: 'the streak and the chart (about 8 KB a year)' },
    subcollections: [],
  },
  {
    name: 'weeklyActivity',
    id: '{YYYY-MM-DD}_{uid}',
    holds:
      "the learner's practices finished, audios and conversation seconds in one academy week, and the phrases they missed that week (each counted once in their class's week)",
    learner: { kind: 'uidField' },
    personal: true,
    notice: 'em cada semana, quantas práticas você terminou',
    retention: { ttlDays: 'weeks' },
    subcollections: [],
  },
  {
    name: 'classes',
    id: '{classId}',
    holds: 'an academy class: name, end date, counters, and the uids of its teachers',
    learner: { kind: 'member', field: 'teacherUids' },
    personal: true,
    notice: 'em quais turmas você é professor',
    retention: { keptForGood: 'the academy’s classes (a teacher’s uid leaves with their account)' },
    subcollections: [],
  },
  {
    name: 'classLinks',
    id: '{token} (144 random bits, base64url)',
    holds: 'a class link: its class, seats, seats taken, open or closed, when opened and closed',
    learner: { kind: 'none', why: 'a class’s seats; who took each is the used key’s `redeemedBy`' },
    personal: false,
    retention: { keptForGood: 'the academy’s links (a closed one stays so its seats’ keys can be traced)' },
    subcollections: [
      {
        name: 'seats',
        holds: 'one entry per seat taken, named by its number: the seat’s key, never the learner',
        retention: { keptForGood: 'with its link' },
      },
    ],
  },
  {
    name: 'teacherInvites',
    id: '{classId}_{sha256(e-mail)}',
    holds: 'an invite to teach a class, to an e-mail address not confirmed yet: the class, the address, when',
    learner: { kind: 'address', field: 'email' },
    personal: true,
    notice: 'um convite para ser professor',
    retention: {
      keptForGood:
        'until the address is confirmed (the invite then applies and is deleted) or an admin withdraws it',
    },
    subcollections: [],
  },
  {
    name: 'classNames',
    id: '{sha256(lower-case name)}',
    holds: 'the claim that makes a class name unique',
    learner: { kind: 'none', why: 'names a class, never a person' },
    personal: false,
    retention: { keptForGood: 'one per class' },
    subcollections: [],
  },
  {
    name: 'classWeeks',
    id: '{classId}_{YYYY-MM-DD}',
    holds:
      "a class's answers per phrase and practice in one academy week (tries, wrong ones, learners who missed it)",
    learner: { kind: 'none', why: 'sums over a class, with no learner named' },
    personal: false,
    retention: { ttlDays: 'weeks' },
    subcollections: [],
  },
  {
    name: 'assignments',
    id: '{auto id}',
    holds:
      'an assignment of a class: a phrase list and its practices, or scenarios; start and due days; the number to do',
    learner: { kind: 'none', why: "a class's task, with no learner (nor its author) named" },
    personal: false,
    retention: { keptForGood: 'until the academy deletes it (its learners’ progress goes with it)' },
    subcollections: [],
  },
  {
    name: 'assignmentProgress',
    id: '{assignmentId}_{uid}',
    holds: "a learner's progress in one assignment: per practice, each phrase (or scenario) done and when",
    learner: { kind: 'uidField' },
    personal: true,
    notice: 'Suas tarefas da turma:',
    retention: { ttlDays: 'weeks' },
    subcollections: [],
  },
  {
    name: 'speechCache',
    id: '{sha256(voice, text)}',
    holds: "the pool's and the academy's list phrases spoken, shared by everyone",
    learner: {
      kind: 'none',
      why: "audio of the phrase pool and the academy's lists, the same for every learner",
    },
    personal: false,
    retention: { keptForGood: "bounded by the phrase pool and the academy's lists (phraseIndex)" },
    subcollections: [],
  },
  {
    name: 'phraseLists',
    id: '{listId}',
    holds:
      "an academy's phrase list: name, level, classes, phrases and meanings, their count, version; no author",
    learner: { kind: 'none', why: "the academy's teaching material, with no learner or teacher named" },
    personal: false,
    retention: { keptForGood: 'until an admin or its classes’ teacher deletes it' },
    subcollections: [],
  },
  {
    name: 'phraseIndex',
    id: '{sha256(normalised phrase)}',
    holds: 'every phrase a list has held (text, meaning, level), so a practice served it keeps working',
    learner: { kind: 'none', why: "the academy's teaching material, with no learner or teacher named" },
    personal: false,
    retention: { keptForGood: 'one per phrase ever in a list, bounded by what the academy writes' },
    subcollections: [],
  },
  {
    name: 'academyBudgets',
    id: '{service}_{YYYY-MM-DD}_{shard}',
    holds: "one shard of the academy's daily budget of a costly service: granted, refunded, allowance",
    learner: { kind: 'none', why: 'sums over the whole academy: no learner, no personal data' },
    personal: false,
    retention: activity,
    subcollections: [
      { name: 'grantLog', holds: 'one entry per grant: its amount, no learner', retention: activity },
      { name: 'refundLog', holds: 'one entry per grant given back, no learner', retention: activity },
    ],
  },
  {
    name: 'speechStats',
    id: '{voiceId}',
    holds: 'calls to the speech engine, per voice',
    learner: { kind: 'none', why: 'counts per voice, for everyone' },
    personal: false,
    retention: { keptForGood: 'one document per voice' },
    subcollections: [],
  },
];

/** The collections that hold documents about a learner, in the order a deletion walks them. */
export const LEARNER_COLLECTIONS = COLLECTIONS.filter((spec) => spec.learner.kind !== 'none');

/** Every collection name, top-level and below, as the code names them. */
export function allCollectionNames(): string[] {
  return COLLECTIONS.flatMap((spec) => [spec.name, ...spec.subcollections.map((sub) => sub.name)]);
}

/** The names whose documents carry `deleteAfter` (./retention.ts TTL_COLLECTION_GROUPS must agree). */
export function ttlCollectionNames(): string[] {
  return COLLECTIONS.flatMap((spec) => [spec, ...spec.subcollections])
    .filter((spec) => 'ttlDays' in spec.retention)
    .map((spec) => spec.name);
}
