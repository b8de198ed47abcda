/**
 * Tables of examples for the unit tests, kept in test/fixtures/examples/ as plain text a teacher
 * can read and extend in a spreadsheet: one example per line, tab-separated, the first line
 * naming the columns. A cell writes an invisible character as a JavaScript escape (\t, \n,
 * \u200B); nothing is trimmed, so leading and trailing spaces count.
 */
import { readFileSync } from 'node:fs';

const lines = (file: string): string[] =>
  readFileSync(new URL(`./fixtures/examples/${file}`, import.meta.url), 'utf8')
    .split('\n')
    .filter((line) => line !== '');

const decode = (cell: string): string =>
  cell.replace(/\\(?:u([0-9a-fA-F]{4})|t|n)/g, (sequence, hex?: string) => {
    if (hex) return String.fromCharCode(Number.parseInt(hex, 16));
    return sequence === '\\t' ? '\t' : '\n';
  });

/** The rows of a table, each by its column names; a row with a missing or extra cell throws. */
export function exampleTable<Column extends string>(file: string): Record<Column, string>[] {
  const [head = '', ...rows] = lines(file);
  const columns = head.split('\t');
  return rows.map((row, index) => {
    const cells = row.split('\t');
    if (cells.length !== columns.length) {
      throw new Error(`${file}:${index + 2}: ${cells.length} cells for ${columns.length} columns`);
    }
    return Object.fromEntries(cells.map((cell, i) => [columns[i], decode(cell)])) as Record<Column, string>;
  });
}

/** A list with one example per line (no header). */
export function exampleList(file: string): string[] {
  return lines(file).map(decode);
}
