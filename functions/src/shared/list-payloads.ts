/**
 * The academy's own phrase lists (`/api/academy/lists/**`, the screen `/academia/listas`): a
 * course's phrases, typed or pasted one per line or imported from a CSV that Excel writes, beside
 * the built-in pool (content/phrases.ts), which stays every learner's default. An admin makes
 * lists for the whole academy or for some classes; a teacher only for their own classes.
 */
import * as v from 'valibot';
import { levelSchema } from './practice-payloads';
import {
  MAX_LIST_MEANING_CHARACTERS,
  MAX_LIST_NAME_CHARACTERS,
  MAX_LIST_PHRASE_CHARACTERS,
  MAX_LIST_SOURCE_CHARACTERS,
} from './rules';

/** An instant as an ISO 8601 string (UTC). */
const instantSchema = v.string();

/** One phrase of a list, as stored and served: its English text and optional Portuguese meaning. */
export const listPhraseSchema = v.object({
  text: v.pipe(v.string(), v.maxLength(MAX_LIST_PHRASE_CHARACTERS)),
  /** '' when the list gave none. */
  meaning: v.pipe(v.string(), v.maxLength(MAX_LIST_MEANING_CHARACTERS)),
});
export type ListPhrase = v.InferOutput<typeof listPhraseSchema>;

/** A list as the lists page shows it. */
export const listSummarySchema = v.object({
  id: v.string(),
  name: v.string(),
  level: levelSchema,
  /** The classes it is for; empty: the whole academy (only an admin makes such a list). */
  classIds: v.array(v.string()),
  phrases: v.number(),
  updatedAt: instantSchema,
  /** Whether the caller may change or delete it (an admin; a teacher of every one of its classes). */
  canEdit: v.boolean(),
});
export type ListSummary = v.InferOutput<typeof listSummarySchema>;

/** GET /api/academy/lists: the lists the caller may see (an admin: all), by name. */
export const listListSchema = v.object({
  lists: v.array(listSummarySchema),
  /** Whether the caller may make a list for the whole academy (admin). */
  canMakeAcademyWide: v.boolean(),
});
export type ListList = v.InferOutput<typeof listListSchema>;

/**
 * GET /api/academy/lists/:listId: one list whole, the summary's fields and its phrases. Written
 * out rather than spread from `listSummarySchema.entries`: the web's bundler keeps such a property
 * read, and with it this module in the API client's chunk that every route loads, instead of the
 * lists' own chunk (about 160 B gzip on every route).
 */
export const phraseListSchema = v.object({
  id: v.string(),
  name: v.string(),
  level: levelSchema,
  classIds: v.array(v.string()),
  phrases: v.number(),
  updatedAt: instantSchema,
  canEdit: v.boolean(),
  phraseList: v.array(listPhraseSchema),
});
export type PhraseList = v.InferOutput<typeof phraseListSchema>;

/**
 * How a list's phrases are sent: `lines`, one phrase a line, optionally followed by a tab or ';'
 * and its meaning (as pasted from a spreadsheet); `csv`, a CSV file's text as Excel writes it in
 * Portuguese (UTF-8 with or without BOM, ';' or ',' between fields, quoted fields, an optional
 * header line), the phrase in the first column and the meaning in the second.
 */
export const listSourceSchema = v.object({
  format: v.picklist(['lines', 'csv']),
  text: v.pipe(v.string(), v.maxLength(MAX_LIST_SOURCE_CHARACTERS)),
});
export type ListSource = v.InferOutput<typeof listSourceSchema>;

const listName = v.pipe(v.string(), v.trim(), v.minLength(1), v.maxLength(MAX_LIST_NAME_CHARACTERS));

/**
 * POST /api/academy/lists (201, the new PhraseList) and PUT /api/academy/lists/:listId (200, the
 * list as saved): the whole list each time. Every phrase is checked; one bad line refuses the
 * whole list (422, ListProblems) and nothing is written.
 */
export const saveListRequestSchema = v.object({
  name: listName,
  level: levelSchema,
  classIds: v.pipe(v.array(v.pipe(v.string(), v.minLength(1), v.maxLength(128))), v.maxLength(200)),
  source: listSourceSchema,
});
export type SaveListRequest = v.InferInput<typeof saveListRequestSchema>;

/** Why one line of the source was refused: its number (from 1, as the file or box shows it). */
export const listProblemSchema = v.object({
  line: v.number(),
  /** The line's phrase as read (may be cut to MAX_LIST_PHRASE_CHARACTERS + 20). */
  text: v.string(),
  /** In Portuguese, what to change ("Tem 2 números: escreva por extenso, como em two."). */
  reason: v.string(),
});
export type ListProblem = v.InferOutput<typeof listProblemSchema>;

/** 422 of a save: the error sentence and every line refused, in order (at most 200). */
export const listProblemsSchema = v.object({
  error: v.string(),
  problems: v.array(listProblemSchema),
});
export type ListProblems = v.InferOutput<typeof listProblemsSchema>;

/** DELETE /api/academy/lists/:listId. */
export const deleteListResponseSchema = v.object({ deleted: v.literal(true) });
export type DeleteListResponse = v.InferOutput<typeof deleteListResponseSchema>;
