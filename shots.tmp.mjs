import { chromium } from '@playwright/test';
const base = 'http://localhost:3300';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const roles = [['admin', 'admin'], ['viewer', 'visualizador']];
for (const [role, local] of roles) {
  for (const dark of [false, true]) {
    for (const width of [1280, 390]) {
      const ctx = await browser.newContext({ viewport: { width, height: width > 500 ? 800 : 844 }, locale: 'pt-BR', timezoneId: 'America/Sao_Paulo' });
      const page = await ctx.newPage();
      const errors = [];
      page.on('pageerror', (e) => errors.push(String(e)));
      page.on('console', (m) => m.type() === 'error' && errors.push(m.text()));
      await page.goto(`${base}/xyz/backoffice/login`);
      if (dark) {
        await page.getByRole('button', { name: 'Usar tema escuro' }).click();
      }
      const tag = `${role}-${dark ? 'dark' : 'light'}-${width}`;
      await page.getByRole('textbox', { name: 'E-mail' }).waitFor();
      if (role === 'admin') await page.screenshot({ path: `/tmp/shots-bo/login-${dark ? 'dark' : 'light'}-${width}.png` });
      await page.getByRole('textbox', { name: 'E-mail' }).fill(`${local}@backoffice.rumo.demo`);
      await page.getByRole('textbox', { name: 'Senha' }).fill('rumo1234');
      await page.getByRole('button', { name: 'Entrar' }).click();
      await page.getByText('Seu acesso').waitFor();
      await page.waitForTimeout(400);
      await page.screenshot({ path: `/tmp/shots-bo/dashboard-${tag}.png`, fullPage: true });
      if (width === 390) {
        await page.getByRole('button', { name: 'Abrir menu' }).click();
        await page.waitForTimeout(500);
        await page.screenshot({ path: `/tmp/shots-bo/drawer-${tag}.png` });
        await page.keyboard.press('Escape');
        await page.waitForTimeout(300);
      }
      await page.getByRole('button', { name: 'Menu do usuário' }).click();
      await page.waitForTimeout(300);
      await page.screenshot({ path: `/tmp/shots-bo/usermenu-${tag}.png` });
      if (role === 'admin' && width === 1280) {
        await page.keyboard.press('Escape');
        await page.getByRole('button', { name: 'Testar conexão' }).click();
        await page.waitForTimeout(1200);
        await page.screenshot({ path: `/tmp/shots-bo/test-connection-${tag}.png` });
        await page.getByRole('button', { name: 'Menu do usuário' }).click();
        await page.getByRole('menuitem', { name: 'Sair' }).click();
        await page.waitForTimeout(400);
        await page.screenshot({ path: `/tmp/shots-bo/logout-confirm-${tag}.png` });
      }
      console.log(tag, errors.length ? errors : 'ok');
      await ctx.close();
    }
  }
}
await browser.close();
