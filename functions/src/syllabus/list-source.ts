/**
 * Reads a list's source (shared/list-payloads.ts ListSource) into its lines: the phrase and the
 * meaning each non-blank line gives, with its line number as the box or the file shows it. The
 * checks of each line are ./list-rules.ts's; this module only splits text (the CSV with csv-parse,
 * so Excel's quoting is read the way Excel writes it).
 */
import { CsvError, parse } from 'csv-parse/sync';
import type { ListSource } from '../shared/contract';
import { isHeaderLine, type SourceLine } from './list-rules';

/** Why the file itself cannot be read at `line` (a quote opened and never closed, say). */
export interface UnreadableSource {
  line: number;
  text: string;
  kind: 'unclosedQuote' | 'misplacedQuote';
}

export type ReadSource = { lines: SourceLine[] } | { unreadable: UnreadableSource };

export function readSource({ format, text }: ListSource): ReadSource {
  const body = text.replace(/^\uFEFF/, '');
  const lines = format === 'lines' ? typedLines(body) : csvLines(body);
  if ('unreadable' in lines) return lines;
  return { lines: withoutHeader(lines.lines) };
}

const physicalLines = (text: string) => text.split(/\r\n|\r|\n/);

/**
 * One phrase a line; its meaning after the first tab (a row pasted from a spreadsheet: more
 * cells are more columns) or, in a line without tabs, after the first ';' (as typed).
 */
function typedLines(text: string): { lines: SourceLine[] } {
  const lines = physicalLines(text).flatMap((line, index): SourceLine[] => {
    if (line.trim() === '') return [];
    const cells = line.includes('\t') ? line.split('\t') : splitOnce(line, ';');
    return [lineOf(index + 1, cells)];
  });
  return { lines };
}

function splitOnce(line: string, separator: string): string[] {
  const at = line.indexOf(separator);
  return at < 0 ? [line] : [line.slice(0, at), line.slice(at + 1)];
}

function lineOf(line: number, cells: readonly string[]): SourceLine {
  const [phrase = '', meaning = '', ...more] = cells;
  return { line, phrase, meaning, extraCells: more.filter((cell) => cell.trim() !== '').length };
}

type Parsed = { record: string[]; info: { lines: number } }[];

function parseWith(text: string, delimiter: string): Parsed | CsvError {
  try {
    return parse(text, {
      delimiter,
      info: true,
      relax_column_count: true,
      // A quote inside an unquoted field ("He said "hi"") is read as a character, as Excel does.
      relax_quotes: true,
      skip_empty_lines: false,
    }) as unknown as Parsed;
  } catch (error) {
    if (error instanceof CsvError) return error;
    throw error;
  }
}

const cellCount = (record: readonly string[]) => record.filter((cell) => cell.trim() !== '').length;

/**
 * Excel in Portuguese writes ';' between fields, in English ','. The file is read with ';' when
 * that gives some line two cells; else with ',' when that gives every line two (Excel writes the
 * separator even when the meaning is empty); else it has one column, read with ';' so that a
 * phrase's commas stay in the phrase.
 */
function csvLines(text: string): { lines: SourceLine[] } | { unreadable: UnreadableSource } {
  const semicolon = parseWith(text, ';');
  let parsed = semicolon;
  if (!(semicolon instanceof CsvError) && !semicolon.some(({ record }) => record.length > 1)) {
    const comma = parseWith(text, ',');
    const filled = !(comma instanceof CsvError) && comma.filter(({ record }) => cellCount(record) > 0);
    if (filled && filled.length > 0 && filled.every(({ record }) => record.length > 1)) parsed = comma;
  } else if (semicolon instanceof CsvError) {
    const comma = parseWith(text, ',');
    if (!(comma instanceof CsvError)) parsed = comma;
  }
  if (parsed instanceof CsvError) return { unreadable: unreadableAt(text, parsed) };
  const lines: SourceLine[] = [];
  // A record starts on the line after the one where the previous record ended (quoted fields
  // may span lines), so each phrase is named by the line where it begins.
  let start = 1;
  for (const { record, info } of parsed) {
    if (cellCount(record) > 0) lines.push(lineOf(start, record));
    start = info.lines + 1;
  }
  return { lines };
}

function unreadableAt(text: string, error: CsvError): UnreadableSource {
  const line = typeof error.lines === 'number' && error.lines > 0 ? error.lines : 1;
  return {
    line,
    text: physicalLines(text)[line - 1] ?? '',
    kind: error.code === 'CSV_QUOTE_NOT_CLOSED' ? 'unclosedQuote' : 'misplacedQuote',
  };
}

/** A first line such as "Frase;Significado" names the columns: it is no phrase. */
function withoutHeader(lines: SourceLine[]): SourceLine[] {
  const [first, ...rest] = lines;
  return first && isHeaderLine(first) ? rest : lines;
}
