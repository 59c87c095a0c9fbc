import { readFile } from 'node:fs/promises';
import { expect, test } from '@playwright/test';
import { unzipSync } from 'fflate';
import { activateViaApi, latestMailTo, loginViaApi, registerViaApi } from './support/api';
import { newAccount } from './support/data';
import { field, useSession } from './support/session';

test('an admin downloads the company data, schedules its deletion with the typed name, and undoes it', async ({
  page,
  request,
}) => {
  const account = newAccount('Lia');
  await registerViaApi(request, account);
  await activateViaApi(request, account.email);
  await useSession(page, await loginViaApi(request, account));

  await test.step('Configurações › Dados e privacidade: the zip of every table', async () => {
    await page.goto('/configuracoes');
    await page.getByRole('tab', { name: 'Dados e privacidade' }).click();
    await expect(page).toHaveURL(/aba=privacidade/);
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar dados da empresa' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^rumo-empresa-.*\.zip$/);
    const files = unzipSync(await readFile(await download.path()));
    expect(Object.keys(files)).toEqual(
      expect.arrayContaining(['json/users.json', 'csv/objectives.csv']),
    );
  });

  await test.step('the deletion asks for the company name, then shows the date and a banner', async () => {
    await page.getByRole('button', { name: 'Excluir empresa…' }).click();
    const dialog = page.getByRole('dialog', { name: `Excluir a empresa ${account.company}?` });
    const confirm = dialog.getByRole('button', { name: 'Excluir empresa' });
    await field(page, `Digite "${account.company}" para confirmar`).fill('outra empresa');
    await expect(confirm).toBeDisabled();
    await field(page, `Digite "${account.company}" para confirmar`).fill(account.company);
    await confirm.click();
    await expect(dialog).toBeHidden();
    await expect(page.getByText(/^Exclusão agendada para \d{2}\/\d{2}\/\d{2}$/)).toBeVisible();
    await expect(page.getByText(/^Esta empresa será excluída em/)).toBeVisible();
    expect((await latestMailTo(request, account.email)).subject).toContain('será excluída');
  });

  await test.step('the banner follows on every page; undoing removes it', async () => {
    await page.goto('/dashboard');
    await expect(page.getByText(/^Esta empresa será excluída em/)).toBeVisible();
    await page.getByRole('link', { name: 'Desfazer a exclusão ou baixar os dados' }).click();
    await page.getByRole('button', { name: 'Desfazer exclusão' }).click();
    await expect(page.getByText('Exclusão cancelada. Nada foi apagado.')).toBeVisible();
    await expect(page.getByText(/^Esta empresa será excluída em/)).toBeHidden();
    await expect(page.getByRole('button', { name: 'Excluir empresa…' })).toBeVisible();
  });

  await test.step('Meu Perfil: a person downloads their own data', async () => {
    await page.goto('/perfil');
    const downloading = page.waitForEvent('download');
    await page.getByRole('button', { name: 'Baixar meus dados' }).click();
    const download = await downloading;
    expect(download.suggestedFilename()).toMatch(/^rumo-meus-dados-.*\.json$/);
    const data = JSON.parse(await readFile(await download.path(), 'utf8'));
    expect(data.conta.email).toBe(account.email);
    expect(JSON.stringify(data)).not.toContain('password_hash');
  });
});
