import { notifications } from '@mantine/notifications';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { showToast, TOAST_COLORS } from './toasts';

describe('toasts', () => {
  afterEach(() => vi.restoreAllMocks());

  it.each([
    ['info', 3000],
    ['success', 3000],
    ['warn', 5000],
    ['error', 5000],
  ] as const)('%s lives %i ms by default', (severity, life) => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    showToast({ severity, summary: 'Título', detail: 'Detalhe' });
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        title: 'Título',
        message: 'Detalhe',
        color: TOAST_COLORS[severity],
        autoClose: life,
        withCloseButton: true,
      }),
    );
  });

  it('honours life, closable and a summary-only message', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    showToast({ severity: 'contrast', summary: 'Salvo', life: 1000, closable: false });
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({
        title: undefined,
        message: 'Salvo',
        autoClose: 1000,
        withCloseButton: false,
        allowClose: false,
        'data-severity': 'contrast',
      }),
    );
  });

  it('shows a detail that repeats the summary once, without a duplicated title', () => {
    const show = vi.spyOn(notifications, 'show').mockReturnValue('id');
    showToast({
      severity: 'success',
      summary: 'Assinatura cancelada',
      detail: 'Assinatura cancelada.',
    });
    expect(show).toHaveBeenCalledWith(
      expect.objectContaining({ title: undefined, message: 'Assinatura cancelada.' }),
    );
  });
});
