/**
 * The academy's CSV files, made to open right in Excel set to Portuguese: UTF-8 with a BOM (else
 * Excel reads accents as Latin-1), `;` between fields (`,` is the decimal mark there), CRLF line
 * ends, dates as dd/mm/aaaa in São Paulo time.
 */
import { stringify } from 'csv-stringify/sync';
import type { Response } from 'express';
import { academyDay } from '../data/calendar';
import { messages } from '../messages';
import { type ClassKey, type ClassLearner, CSV_CONTENT_TYPE } from '../shared/contract';
import { formatKey } from '../shared/key-format';
import type { Level } from '../shared/rules';
import { brazilianDate } from './class-page-rules';

/** Text Excel would run as a formula (a name such as `=HYPERLINK(...)`) is kept as text. */
const asCell = (value: string | number) =>
  typeof value === 'string' && /^[=+\-@\t\r]/.test(value) ? `'${value}` : String(value);

export function toCsv(header: readonly string[], rows: readonly (string | number)[][]): string {
  return stringify([[...header], ...rows.map((row) => row.map(asCell))], {
    delimiter: ';',
    bom: true,
    record_delimiter: 'windows',
  });
}

/** An instant (ISO 8601) as its São Paulo day, dd/mm/aaaa. */
export const brazilianDay = (instant: string | null) =>
  instant ? brazilianDate(academyDay(new Date(instant))) : '';

/** Each cell as the class page says it, in Portuguese; an empty cell where the page shows "—". */
export function learnersCsv(learners: readonly ClassLearner[]): string {
  const text = messages.academy;
  const level = (value: Level | null) => (value ? text.levels[value] : '');
  return toCsv(
    text.learnersCsvHeaders,
    learners.map((learner) => [
      learner.name,
      learner.email ?? '',
      brazilianDay(learner.activatedAt),
      learner.lastPractisedOn ? brazilianDate(learner.lastPractisedOn) : text.never,
      learner.inactive ? text.yes : text.no,
      learner.practicesThisWeek,
      learner.audiosThisWeek,
      learner.conversationMinutesThisWeek,
      learner.pointsThisWeek,
      learner.totalPoints,
      learner.streak,
      level(learner.levels.writing),
      level(learner.levels.speaking),
    ]),
  );
}

export function keysCsv(keys: readonly ClassKey[]): string {
  const text = messages.academy;
  return toCsv(
    text.keysCsvHeaders,
    keys.map((key) => [
      formatKey(key.key),
      text.keyStates[key.state],
      brazilianDay(key.createdAt),
      key.usedBy ?? '',
      brazilianDay(key.usedAt),
      brazilianDay(key.revokedAt),
    ]),
  );
}

/** A file name made of the class's name, ASCII only (a header value). */
export function csvFileName(className: string, what: string): string {
  const slug = className
    .normalize('NFD')
    .replace(/[\u0300-\u036f]/g, '')
    .replace(/[^A-Za-z0-9]+/g, '-')
    .replace(/^-|-$/g, '')
    .toLowerCase();
  return `${slug || 'turma'}-${what}.csv`;
}

/** Answers the file as a download, never cached (it names learners). */
export function sendCsv(res: Response, fileName: string, csv: string): void {
  res
    .set({
      'Cache-Control': 'private, no-store',
      'Content-Type': CSV_CONTENT_TYPE,
      'Content-Disposition': `attachment; filename="${fileName}"`,
    })
    .send(csv);
}
