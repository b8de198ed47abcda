/**
 * A CSV file chosen to import a list, read on the device: decoded as UTF-8 (with or without the
 * BOM Excel writes) and refused otherwise, since Excel's plain "CSV" is Windows-1252 and its
 * accents would reach the server as something else.
 */
import { MAX_LIST_SOURCE_CHARACTERS } from '@shared/rules';
import { lineCount } from './list-text';

export type CsvFile =
  | { ok: true; name: string; text: string; lines: number }
  | { ok: false; name: string; reason: 'notUtf8' | 'empty' | 'tooBig' | 'unreadable' };

export async function readCsvFile(file: File): Promise<CsvFile> {
  const { name } = file;
  // Checked on the bytes first, so a huge file is not decoded to be refused.
  if (file.size > MAX_LIST_SOURCE_CHARACTERS * 4) return { ok: false, name, reason: 'tooBig' };
  const bytes = await bytesOf(file);
  if (!bytes) return { ok: false, name, reason: 'unreadable' };
  let text: string;
  try {
    text = new TextDecoder('utf-8', { fatal: true }).decode(bytes);
  } catch {
    return { ok: false, name, reason: 'notUtf8' };
  }
  if (text.length > MAX_LIST_SOURCE_CHARACTERS) return { ok: false, name, reason: 'tooBig' };
  const lines = lineCount(text);
  if (lines === 0) return { ok: false, name, reason: 'empty' };
  return { ok: true, name, text, lines };
}

/** The file's bytes, or null when the browser cannot read it (moved or deleted meanwhile). */
function bytesOf(file: File): Promise<ArrayBuffer | null> {
  // FileReader rather than Blob.arrayBuffer(): the component tests' DOM has only the former.
  return new Promise((resolve) => {
    const reader = new FileReader();
    reader.onload = () => resolve(reader.result instanceof ArrayBuffer ? reader.result : null);
    reader.onerror = () => resolve(null);
    reader.readAsArrayBuffer(file);
  });
}
