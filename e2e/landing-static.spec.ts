import { expect, test } from '@playwright/test';

// The landing page is prerendered HTML (apps/web/build-tools/prerender-landing.ts): it must load
// no app code, keep the stored theme and session header from the first paint, and its dark-mode
// switch must work without React.

test('the landing page is static HTML with a working dark-mode switch', async ({ page }) => {
  const scripts: string[] = [];
  page.on('request', (request) => {
    if (request.resourceType() === 'script') scripts.push(new URL(request.url()).pathname);
  });
  await page.goto('/');
  await expect(page.getByRole('heading', { level: 1 })).toContainText('objetivos da sua');
  await expect(page).toHaveTitle('Rumo');
  expect(scripts).toEqual([expect.stringMatching(/^\/assets\/landing-boot-[\w-]+\.js$/)]);

  const html = page.locator('html');
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'light');
  await page.getByRole('button', { name: 'Usar tema escuro' }).click();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');
  await expect(html).toHaveClass(/\bapp-dark\b/);
  await expect(page.getByRole('button', { name: 'Usar tema claro' })).toHaveAttribute(
    'aria-pressed',
    'true',
  );

  // The choice is the app's own: the sign-in page opens dark too.
  await page.getByRole('link', { name: 'Entrar' }).first().click();
  await expect(page).toHaveURL(/\/login$/);
  await expect(page.getByRole('heading', { name: 'Entrar no Rumo' })).toBeVisible();
  await expect(html).toHaveAttribute('data-mantine-color-scheme', 'dark');

  // Back on the landing: dark already when the body starts (the boot script runs in <head>).
  await page.addInitScript(() => {
    const observer = new MutationObserver(() => {
      if (!document.body) return;
      (window as unknown as { schemeAtBody: string | null }).schemeAtBody =
        document.documentElement.getAttribute('data-mantine-color-scheme');
      observer.disconnect();
    });
    observer.observe(document, { childList: true, subtree: true });
  });
  await page.goto('/');
  expect(
    await page.evaluate(() => (window as unknown as { schemeAtBody: string }).schemeAtBody),
  ).toBe('dark');
});

test('a signed-in visitor sees "Abrir o Rumo" instead of the sign-up buttons', async ({ page }) => {
  await page.addInitScript(() =>
    localStorage.setItem('user', JSON.stringify({ token: 'x', name: 'Ana', role: 'user' })),
  );
  await page.goto('/');
  const header = page.getByRole('banner');
  await expect(header.getByRole('link', { name: 'Abrir o Rumo' })).toBeVisible();
  await expect(header.getByRole('link', { name: 'Criar conta' })).toBeHidden();
});

test('the landing page does not scroll sideways on a phone', async ({ page }) => {
  await page.setViewportSize({ width: 390, height: 844 });
  await page.goto('/');
  await page.getByRole('button', { name: 'Usar tema escuro' }).hover();
  const overflow = await page.evaluate(
    () => document.documentElement.scrollWidth - document.documentElement.clientWidth,
  );
  expect(overflow).toBe(0);
});
