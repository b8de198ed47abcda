// Temporary walk (not committed): screenshots of the lists' screens at 360 and 1280 px.
import { expect, type Page, test } from '@playwright/test';
import { apiPaths, type ClassSummary } from '../../functions/src/shared/contract';
import { verifiedUser, withRole } from '../../functions/test/api/admin';
import { call, signIn } from '../../functions/test/api/stack';
import { online } from './support/academy';
import { PASSWORD } from './support/emulators';
import { signInThroughForm } from './support/session';

const widths = [
  { name: '360', width: 360, height: 740 },
  { name: '1280', width: 1280, height: 800 },
];
async function shoot(page: Page, name: string) {
  for (const { name: size, width, height } of widths) {
    await page.setViewportSize({ width, height });
    await page.waitForTimeout(150);
    await page.screenshot({ path: `/tmp/lw/shots/${name}-${size}.png`, fullPage: true });
  }
  await page.setViewportSize({ width: 1280, height: 800 });
}

test('walk', async ({ page }) => {
  test.setTimeout(180_000);
  const admin = await withRole('admin', 'Ada Coord');
  const classes: ClassSummary[] = [];
  for (const name of ['Turma A - manhã', 'Turma B - noite', 'Turma C - sábado intensivo']) {
    const made = await call<ClassSummary>(apiPaths.academyClasses, { token: admin.idToken, json: { name } });
    classes.push(made.body);
  }
  const teacher = await verifiedUser('Teo Prof');
  await call(apiPaths.academyTeachers({ classId: classes[1]!.id }), { token: admin.idToken, json: { email: teacher.email } });
  const save = (json: unknown) => call(apiPaths.academyLists, { token: admin.idToken, json });
  const r1 = await save({ name: 'Frases do dia a dia', level: 'beginner', classIds: [], source: { format: 'lines', text: 'Good morning; Bom dia\nSee you later; Até logo\nHow are you?' } });
  expect(r1.status, JSON.stringify(r1.body)).toBe(201);
  const r2 = await save({ name: 'Unidade 4 - Restaurante', level: 'intermediate', classIds: [classes[1]!.id, classes[2]!.id], source: { format: 'lines', text: 'Could I have the bill, please?; A conta, por favor\nWhere is the restroom?' } });
  expect(r2.status, JSON.stringify(r2.body)).toBe(201);

  await online(page);
  await signInThroughForm(page, { email: admin.email, password: PASSWORD });
  await page.goto('/academia');
  await expect(page.getByRole('link', { name: 'Listas de frases' })).toBeVisible();
  await shoot(page, '01-classes');
  await page.getByRole('link', { name: 'Listas de frases' }).click();
  await expect(page.getByRole('table')).toBeVisible();
  await shoot(page, '02-lists-admin');
  await page.getByRole('link', { name: 'Nova lista' }).click();
  await expect(page.getByRole('heading', { name: 'Nova lista' })).toBeVisible();
  await shoot(page, '03-new');
  await page.getByRole('button', { name: 'Criar lista' }).click();
  await shoot(page, '04-new-missing');
  await page.getByRole('textbox', { name: 'Nome da lista' }).fill('Unidade 5');
  await page.getByRole('checkbox', { name: 'Turma A - manhã' }).check();
  await page.getByRole('textbox', { name: 'Frases' }).fill('Good morning\nI have 2 dogs\nGood morning\nThis phrase is @@@ weird\nA perfectly normal sentence that just keeps going on and on with far too many words in it for one go');
  await page.getByRole('button', { name: 'Criar lista' }).click();
  await expect(page.getByText('A lista não foi salva')).toBeVisible();
  await shoot(page, '05-new-422');
  await page.getByLabel('Importar CSV').setInputFiles({ name: 'planilha-unidade-5.csv', mimeType: 'text/csv', buffer: Buffer.from('Frase;Significado\r\nGood night;Boa noite, até amanhã é\r\n', 'latin1') });
  await shoot(page, '06-new-notutf8');
  await page.getByLabel('Importar CSV').setInputFiles({ name: 'planilha-unidade-5.csv', mimeType: 'text/csv', buffer: Buffer.from('\uFEFFFrase;Significado\r\nGood night;Boa noite\r\n', 'utf8') });
  await expect(page.getByText('planilha-unidade-5.csv: 2 linhas.')).toBeVisible();
  await shoot(page, '07-new-file');
  await page.goto('/academia/listas');
  await page.getByRole('link', { name: 'Unidade 4 - Restaurante' }).click();
  await expect(page.getByRole('textbox', { name: 'Frases' })).toBeVisible();
  await shoot(page, '08-edit');
  await page.getByRole('button', { name: 'Excluir lista' }).click();
  await page.setViewportSize({ width: 360, height: 740 });
  await page.screenshot({ path: '/tmp/lw/shots/09-delete-360.png' });
  await page.getByRole('button', { name: 'Cancelar' }).click();

  const ctx = await page.context().browser()!.newContext();
  const tpage = await ctx.newPage();
  await online(tpage);
  await signInThroughForm(tpage, { email: teacher.email, password: PASSWORD });
  await tpage.goto('/academia/listas');
  await expect(tpage.getByRole('table')).toBeVisible();
  await shoot(tpage, '10-lists-teacher');
  await tpage.getByRole('link', { name: 'Frases do dia a dia' }).click();
  await expect(tpage.getByRole('table', { name: 'Frases da lista' })).toBeVisible();
  await shoot(tpage, '11-readonly');
  await tpage.goto('/academia/listas/nova');
  await expect(tpage.getByRole('heading', { name: 'Nova lista' })).toBeVisible();
  await shoot(tpage, '12-new-teacher');
  void signIn;
  await ctx.close();
});
