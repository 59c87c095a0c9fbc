import { MantineProvider } from '@mantine/core';
import { render, screen } from '@testing-library/react';
import { describe, expect, it, vi } from 'vitest';

describe('ToastHost', () => {
  it('loads the toast list only when a toast is asked for, and shows that toast', async () => {
    vi.resetModules();
    const { ToastHost } = await import('./toast-host');
    const toasts = await import('../lib/toasts');
    render(
      <MantineProvider env="test">
        <ToastHost />
      </MantineProvider>,
    );
    // Fresh modules: no toast asked for yet, so no toast list in the page.
    expect(document.querySelector('.mantine-Notifications-root')).toBeNull();
    toasts.showToast({ severity: 'success', summary: 'Salvo', detail: 'Tudo certo.' });
    expect(await screen.findByText('Tudo certo.', {}, { timeout: 10_000 })).toBeInTheDocument();
  });
});
