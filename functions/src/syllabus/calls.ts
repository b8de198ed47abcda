/**
 * What each phrase-list call decides, apart from HTTP: who may (./list-access-rules.ts, from the
 * verified token's roles and the classes the caller teaches), what the source says
 * (./list-source.ts, ./list-rules.ts), then the store (./list-store.ts).
 */
import type { Firestore } from 'firebase-admin/firestore';
import type { Caller } from '../http/authenticate';
import { HttpError } from '../http/http-error';
import { messages } from '../messages';
import type {
  DeleteListResponse,
  ListList,
  ListProblem,
  ListProblems,
  ListSummary,
  PhraseList,
  SaveListRequest,
} from '../shared/contract';
import { MAX_LIST_PHRASE_CHARACTERS } from '../shared/rules';
import {
  canEditList,
  canSeeList,
  isStaff,
  type ListCaller,
  type ListRefusal,
  saveRefusal,
} from './list-access-rules';
import { checkLines, type LineReason } from './list-rules';
import { readSource, type UnreadableSource } from './list-source';
import {
  classesTaughtBy,
  createList,
  deleteList,
  type ListContent,
  missingClasses,
  readList,
  readListSummaries,
  replaceList,
  type StoredList,
  type StoredListSummary,
} from './list-store';

export interface ListsContext {
  db: Firestore;
  caller: Caller;
  now: Date;
}

/** A save's answer: the list as saved, or every line refused (422) with nothing written. */
export type SaveOutcome = { saved: PhraseList } | { refused: ListProblems };

const refusals: Record<ListRefusal, string> = {
  notStaff: messages.academy.notStaff,
  academyWide: messages.lists.academyWide,
  notYourClass: messages.lists.notYourClass,
};

function refuse(refusal: ListRefusal | null): void {
  if (refusal) throw new HttpError(403, refusals[refusal]);
}

/** The caller's roles and classes: 403 for anyone but an admin or a teacher. */
export async function listCaller({ db, caller }: ListsContext): Promise<ListCaller> {
  if (!isStaff(caller.roles)) refuse('notStaff');
  const teaches = caller.roles.admin ? new Set<string>() : await classesTaughtBy(db, caller.uid);
  return { roles: caller.roles, teaches };
}

function summaryOf(list: StoredListSummary, caller: ListCaller): ListSummary {
  return {
    id: list.id,
    name: list.name,
    level: list.level,
    classIds: list.classIds,
    phrases: list.phraseCount,
    updatedAt: list.updatedAt.toDate().toISOString(),
    canEdit: canEditList(caller, list.classIds),
  };
}

const phraseListOf = (list: StoredList, caller: ListCaller): PhraseList => ({
  ...summaryOf({ ...list, phraseCount: list.phrases.length }, caller),
  phraseList: list.phrases,
});

export async function listListsCall(context: ListsContext): Promise<ListList> {
  const caller = await listCaller(context);
  const found = await readListSummaries(context.db, caller.roles.admin ? null : caller.teaches);
  const lists = found.filter((list) => canSeeList(caller, list.classIds));
  lists.sort((a, b) => a.name.localeCompare(b.name, 'pt-BR') || a.id.localeCompare(b.id));
  return { lists: lists.map((list) => summaryOf(list, caller)), canMakeAcademyWide: caller.roles.admin };
}

export async function readListCall(context: ListsContext, listId: string): Promise<PhraseList> {
  const caller = await listCaller(context);
  const list = await readList(context.db, listId);
  if (!list) throw new HttpError(404, messages.lists.unknownList);
  if (!canSeeList(caller, list.classIds)) throw new HttpError(403, messages.lists.notYourList);
  return phraseListOf(list, caller);
}

/**
 * The list a request asks for, once the caller may save it for its classes and they all exist:
 * its lines checked (refused: every problem), else its content.
 */
async function contentOf(
  context: ListsContext,
  caller: ListCaller,
  request: SaveListRequest,
): Promise<{ content: ListContent } | { refused: ListProblems }> {
  const classIds = [...new Set(request.classIds)];
  refuse(saveRefusal(caller, classIds));
  if ((await missingClasses(context.db, classIds)).length) {
    throw new HttpError(400, messages.lists.unknownClass);
  }
  const source = readSource(request.source);
  if ('unreadable' in source) return { refused: refusedFor([problemOfFile(source.unreadable)]) };
  const checked = checkLines(source.lines);
  if ('empty' in checked) throw new HttpError(422, messages.lists.empty);
  if ('problems' in checked) {
    return {
      refused: refusedFor(
        checked.problems.map(({ line, text, reason }) => ({ line, text, reason: reasonText(reason) })),
      ),
    };
  }
  return { content: { name: request.name.trim(), level: request.level, classIds, phrases: checked.phrases } };
}

const refusedFor = (problems: ListProblem[]): ListProblems => ({
  error: messages.lists.refused(problems.length),
  problems,
});

function problemOfFile({ line, text, kind }: UnreadableSource): ListProblem {
  return { line, text: text.slice(0, MAX_LIST_PHRASE_CHARACTERS + 20), reason: messages.lists.reasons[kind] };
}

function reasonText(reason: LineReason): string {
  const reasons = messages.lists.reasons;
  switch (reason.kind) {
    case 'digits':
      return reasons.digits(reason.number);
    case 'accented':
      return reasons.accented(reason.letter);
    case 'notLatin':
      return reasons.notLatin(reason.letter);
    case 'symbol':
      return reasons.symbol(reason.symbol);
    case 'tooLong':
      return reasons.tooLong(reason.characters);
    case 'tooManyWords':
      return reasons.tooManyWords(reason.words);
    case 'meaningTooLong':
      return reasons.meaningTooLong(reason.characters);
    case 'repeats':
      return reasons.repeats(reason.line);
    default:
      return reasons[reason.kind];
  }
}

export async function createListCall(context: ListsContext, request: SaveListRequest): Promise<SaveOutcome> {
  const caller = await listCaller(context);
  const checked = await contentOf(context, caller, request);
  if ('refused' in checked) return checked;
  const created = await createList(context.db, checked.content, context.now);
  return { saved: phraseListOf(created, caller) };
}

/** Whether the caller may change the list as it stands: 403 otherwise. */
function mayChange(caller: ListCaller) {
  return (current: StoredList) => {
    if (!canEditList(caller, current.classIds)) {
      const seen = canSeeList(caller, current.classIds);
      throw new HttpError(403, seen ? messages.lists.notYourClass : messages.lists.notYourList);
    }
  };
}

export async function replaceListCall(
  context: ListsContext,
  listId: string,
  request: SaveListRequest,
): Promise<SaveOutcome> {
  const caller = await listCaller(context);
  const current = await readList(context.db, listId);
  if (!current) throw new HttpError(404, messages.lists.unknownList);
  mayChange(caller)(current);
  const checked = await contentOf(context, caller, request);
  if ('refused' in checked) return checked;
  const saved = await replaceList(context.db, listId, checked.content, context.now, mayChange(caller));
  if (!saved) throw new HttpError(404, messages.lists.unknownList);
  return { saved: phraseListOf(saved, caller) };
}

export async function deleteListCall(context: ListsContext, listId: string): Promise<DeleteListResponse> {
  const caller = await listCaller(context);
  if (!(await deleteList(context.db, listId, mayChange(caller)))) {
    throw new HttpError(404, messages.lists.unknownList);
  }
  return { deleted: true };
}
