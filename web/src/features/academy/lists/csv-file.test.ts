import { MAX_LIST_SOURCE_CHARACTERS } from '@shared/rules';
import { describe, expect, it } from 'vitest';
import { readCsvFile } from './csv-file';

const utf8 = (text: string) => new TextEncoder().encode(text);
/** "Frase;Significado\nGood morning;Bom dia, café\n" as Excel's plain CSV writes it (Windows-1252). */
const windows1252 = new Uint8Array([
  ...utf8('Frase;Significado\r\nGood morning;Bom dia, caf'),
  0xe9,
  ...utf8('\r\n'),
]);

describe('a CSV file chosen to import a list', () => {
  it('reads UTF-8 with the BOM Excel writes, leaving the BOM out, and counts its lines', async () => {
    const bom = new Uint8Array([
      0xef,
      0xbb,
      0xbf,
      ...utf8('Frase;Significado\r\nGood morning;Bom dia, café\r\n'),
    ]);
    expect(await readCsvFile(new File([bom], 'unidade.csv'))).toEqual({
      ok: true,
      name: 'unidade.csv',
      text: 'Frase;Significado\r\nGood morning;Bom dia, café\r\n',
      lines: 2,
    });
  });

  it('refuses a file that is not UTF-8 (Excel’s plain CSV), an empty one and one too big', async () => {
    expect(await readCsvFile(new File([windows1252], 'excel.csv'))).toEqual({
      ok: false,
      name: 'excel.csv',
      reason: 'notUtf8',
    });
    expect(await readCsvFile(new File([utf8('\r\n  \r\n')], 'vazio.csv'))).toMatchObject({ reason: 'empty' });
    const big = 'Good morning;Bom dia\n'.repeat(Math.ceil(MAX_LIST_SOURCE_CHARACTERS / 20) + 1);
    expect(await readCsvFile(new File([utf8(big)], 'grande.csv'))).toMatchObject({ reason: 'tooBig' });
  });
});
