/**
 * The academy's own syllabus, walked across: a teacher brings the course's phrases in (from the
 * academy's screen to its phrase lists, a new list for their class imported from the CSV file Excel
 * writes in Portuguese: UTF-8 with its BOM, ';' between fields, a quoted meaning with a ';' in it;
 * Excel's plain "CSV" in Windows-1252 is refused, with how to save it), assigns it to the class for
 * the writing practice, a learner of the class sees the task on the home page and practises it
 * (its phrases come first, tagged), and the class page shows the learner's task done, the week's
 * class ranking and the learner's drill-down.
 */
import { expect, type Page, test } from '@playwright/test';
import { apiPaths, type ClassSummary } from '../../functions/src/shared/contract';
import { learnerWith, mint } from '../../functions/test/api/academy-steps';
import { verifiedUser, withRole } from '../../functions/test/api/admin';
import { call } from '../../functions/test/api/stack';
import { academyNavLink, online, said, shoot } from './support/academy';
import { failOnCspViolations } from './support/content-security-policy';
import { PASSWORD } from './support/emulators';
import { plainly, watchPhrases } from './support/practice';
import { signInThroughForm } from './support/session';

failOnCspViolations();

const csv = [
  'Frase;Significado',
  'I would like a table for two.;Eu gostaria de uma mesa para dois.',
  'Could I have the bill, please?;"A conta, por favor; obrigado."',
  'Where is the restroom?;Onde é o banheiro?',
].join('\r\n');

const field = (page: Page) => page.getByRole('textbox', { name: 'Escreva o que você ouviu' });

test('a teacher imports a list from a Portuguese Excel CSV and assigns it; a learner practises it first; the class page shows it done', async ({
  page,
  browser,
}, testInfo) => {
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
  await shoot(page, testInfo, 'listas');

  // Opened again, its phrases are in the box one a line, with their meanings.
  await row.getByRole('link').click();
  await expect(page.getByRole('textbox', { name: 'Frases' })).toHaveValue(
    'I would like a table for two.; Eu gostaria de uma mesa para dois.\nCould I have the bill, please?; A conta, por favor; obrigado.\nWhere is the restroom?; Onde é o banheiro?',
  );
  await shoot(page, testInfo, 'lista');

  // Assigned to the class for the writing practice: 2 of its 3 phrases to get right.
  await academyNavLink(page).click();
  await page
    .getByRole('link', { name: `Turma ${stamp}` })
    .first()
    .click();
  await page.getByRole('button', { name: 'Nova tarefa' }).click();
  await page
    .getByRole('combobox', { name: 'Lista de frases', exact: true })
    .selectOption({ label: `Unidade 4 ${stamp} (3 frases)` });
  await page.getByRole('checkbox', { name: 'Ouvir e escrever' }).check();
  await page.getByRole('checkbox', { name: 'Ouvir e falar' }).uncheck();
  await page.getByRole('spinbutton', { name: 'Frases a acertar em cada prática' }).fill('2');
  await shoot(page, testInfo, 'tarefa-nova');
  await page.getByRole('button', { name: 'Criar tarefa' }).click();
  await said(page, `Tarefa “Unidade 4 ${stamp}” criada.`);

  // A learner of the class, on a phone: the task on the home page, then its phrases first.
  const [key = ''] = await mint(admin, made.body.id, 1);
  const learner = await learnerWith(key, `Lia ${stamp}`);
  const phone = await browser.newPage({ viewport: { width: 360, height: 740 } });
  await online(phone);
  await signInThroughForm(phone, { email: learner.email, password: PASSWORD });
  const tasks = phone.getByRole('region', { name: 'Tarefas da turma' });
  await expect(tasks).toContainText('Escrita: 0 de 2 frases');
  await shoot(phone, testInfo, 'tarefa-inicio');
  const phrases = watchPhrases(phone);
  await tasks.getByRole('link', { name: `Praticar escrita: Unidade 4 ${stamp}` }).click();
  await phone.getByRole('button', { name: 'Começar prática' }).click();
  for (const expected of ['I would like a table for two.', 'Could I have the bill, please?']) {
    await expect.poll(() => phrases.at(-1)).toBe(expected);
    await expect(phone.getByText('Tarefa da turma')).toBeVisible();
    await expect(phone.getByRole('button', { name: 'Responder' })).toBeEnabled();
    await field(phone).fill(plainly(expected));
    await field(phone).press('Enter');
    await expect(phone.getByRole('dialog', { name: 'Parabéns! Você acertou.' })).toBeVisible();
    await expect(phone.getByRole('dialog', { name: 'Parabéns! Você acertou.' })).toBeHidden();
  }
  await phone.getByRole('button', { name: 'Encerrar' }).click();
  await phone
    .getByRole('dialog', { name: 'Encerrar agora?' })
    .getByRole('button', { name: 'Encerrar' })
    .click();
  await expect(phone.getByRole('heading', { level: 1, name: 'Prática de escrita concluída' })).toBeVisible();
  await phone.getByRole('link', { name: 'Voltar ao início' }).click();
  await expect(tasks).toContainText('Concluída');
  await expect(tasks).toContainText('Escrita: 2 de 2 frases');
  await shoot(phone, testInfo, 'tarefa-concluida');

  // The class page: the task done by the learner.
  await page.reload();
  await page.getByRole('button', { name: `Ver os resultados de Unidade 4 ${stamp}` }).click();
  const results = page.getByRole('table', { name: 'Resultados por aluno' });
  await expect(results.getByRole('row').filter({ hasText: `Lia ${stamp}` })).toContainText('Concluída');
  // The week's class ranking has the learner's 20 points of the task's practice.
  await expect(page.getByRole('list', { name: 'Ranking da turma nesta semana' })).toContainText(
    `1º Lia ${stamp} 20 pts`,
  );
  await shoot(page, testInfo, 'tarefa-resultados');

  // The learner's drill-down, from their name in the class's table: the practice and the task.
  await page.getByRole('link', { name: `Lia ${stamp}` }).click();
  await expect(page.getByRole('heading', { level: 1, name: `Lia ${stamp}` })).toBeVisible();
  await expect(
    page.getByRole('table', { name: 'Práticas recentes do aluno' }).getByRole('row').nth(1),
  ).toContainText('Escrita');
  await expect(page.getByRole('table', { name: 'Tarefas da turma para este aluno' })).toContainText(
    'Concluída',
  );
  await shoot(page, testInfo, 'aluno');
});
