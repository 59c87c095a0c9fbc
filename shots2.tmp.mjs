import { chromium } from '@playwright/test';
const browser = await chromium.launch({ executablePath: '/usr/bin/chromium', args: ['--no-sandbox', '--disable-gpu'] });
const ctx = await browser.newContext({ viewport: { width: 1280, height: 800 } });
const page = await ctx.newPage();
await page.goto('http://localhost:3300/xyz/backoffice/login');
await page.getByRole('textbox', { name: 'E-mail' }).fill('admin@backoffice.rumo.demo');
await page.getByRole('textbox', { name: 'Senha' }).fill('rumo1234');
await page.getByRole('button', { name: 'Entrar' }).click();
await page.getByText('Seu acesso').waitFor();
await page.getByRole('button', { name: 'Menu do usuário' }).click();
await page.getByRole('menuitem', { name: 'Sair' }).click();
await page.waitForTimeout(1500);
await page.screenshot({ path: '/tmp/shots-bo/logout-confirm-settled-light-1280.png' });
console.log(await page.evaluate(() => {
  const d = document.querySelector('[role=dialog]');
  const r = d.getBoundingClientRect();
  const chain = []; let e = d; while (e) { const cs = getComputedStyle(e); if (cs.zIndex !== 'auto') chain.push(e.className.slice(0,40)+':'+cs.zIndex); e = e.parentElement; }
  return JSON.stringify({ top: r.top, chain });
}));
await browser.close();
