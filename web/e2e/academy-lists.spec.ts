/**
 * A teacher brings the course's phrases in: from the academy's screen to its phrase lists, a new
 * list for their class imported from the CSV file Excel writes in Portuguese (UTF-8 with its BOM,
 * ';' between fields, a quoted meaning with a ';' in it). Excel's plain "CSV" (Windows-1252) is
 * refused on the phone, with how to save it; the UTF-8 one is read, counted, saved and listed.
 */
import { expect, test } from '@playwright/test';
import { apiPaths, type ClassSummary } from '../../functions/src/shared/contract';
import { verifiedUser, withRole } from '../../functions/test/api/admin';
import { call } from '../../functions/test/api/stack';
import { academyNavLink, online, said } from './support/academy';
import { failOnCspViolations } from './support/content-security-policy';
import { PASSWORD } from './support/emulators';
import { signInThroughForm } from './support/session';

failOnCspViolations();

const csv = [
  'Frase;Significado',
  'I would like a table for two.;Eu gostaria de uma mesa para dois.',
  'Could I have the bill, please?;"A conta, por favor; obrigado."',
  'Where is the restroom?;Onde é o banheiro?',
].join('\r\n');

test('a teacher imports a list for their class from a Portuguese Excel CSV and finds it listed', async ({
  page,
}) => {
  const stamp = Date.now().toString(36);
  const admin = await withRole('admin');
  const made = await call<ClassSummary>(apiPaths.academyClasses, {
    token: admin.idToken,
    json: { name: `Turma ${stamp}` },
  });
  expect(made.status, JSON.stringify(made.body)).toBe(201);
  const teacher = await verifiedUser(`Teo ${stamp}`);
  const added = await call(apiPaths.academyTeachers({ classId: made.body.id }), {
    token: admin.idToken,
    json: { email: teacher.email },
  });
  expect(added.status, JSON.stringify(added.body)).toBe(200);

  await online(page);
  await signInThroughForm(page, { email: teacher.email, password: PASSWORD });
  await academyNavLink(page).click();
  await page.getByRole('link', { name: 'Listas de frases' }).click();
  await page.getByRole('link', { name: 'Nova lista' }).click();
  await expect(page.getByRole('heading', { level: 1, name: 'Nova lista' })).toBeVisible();
  await page.getByRole('textbox', { name: 'Nome da lista' }).fill(`Unidade 4 ${stamp}`);
  await page.getByRole('combobox', { name: 'Nível das frases' }).selectOption({ label: 'Intermediário' });
  // The teacher's one class comes ticked; the whole academy is not theirs to choose.
  await expect(page.getByRole('checkbox', { name: `Turma ${stamp}` })).toBeChecked();
  await expect(page.getByRole('checkbox', { name: /Toda a academia/ })).toHaveCount(0);

  const file = page.getByLabel('Importar CSV');
  await file.setInputFiles({ name: 'excel.csv', mimeType: 'text/csv', buffer: Buffer.from(csv, 'latin1') });
  await expect(page.getByText('O arquivo “excel.csv” não está em UTF-8')).toBeVisible();

  await file.setInputFiles({
    name: 'unidade-4.csv',
    mimeType: 'text/csv',
    buffer: Buffer.concat([Buffer.from([0xef, 0xbb, 0xbf]), Buffer.from(csv, 'utf8')]),
  });
  await expect(page.getByText('unidade-4.csv: 4 linhas.')).toBeVisible();
  await page.getByRole('button', { name: 'Criar lista' }).click();

  await said(page, `Lista “Unidade 4 ${stamp}” salva.`);
  const row = page
    .getByRole('table', { name: 'Listas da academia' })
    .getByRole('row')
    .filter({ has: page.getByRole('link', { name: `Unidade 4 ${stamp}` }) });
  await expect(row.getByRole('cell')).toHaveText([
    'Intermediário',
    `Turma ${stamp}`,
    '3',
    /\d{2}\/\d{2}\/\d{4}/,
  ]);

  // Opened again, its phrases are in the box one a line, with their meanings.
  await row.getByRole('link').click();
  await expect(page.getByRole('textbox', { name: 'Frases' })).toHaveValue(
    'I would like a table for two.; Eu gostaria de uma mesa para dois.\nCould I have the bill, please?; A conta, por favor; obrigado.\nWhere is the restroom?; Onde é o banheiro?',
  );
});
