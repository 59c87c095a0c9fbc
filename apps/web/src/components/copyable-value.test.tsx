import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { CopyableValue } from './copyable-value';

describe('CopyableValue', () => {
  it('shows the whole value and copies it, its button named before and after', async () => {
    const user = userEvent.setup();
    renderWithProviders(
      <CopyableValue
        value="rumo_scim_abc123"
        copyLabel="Copiar token"
        copiedLabel="token copiado"
        testId="secret"
      />,
    );
    expect(screen.getByTestId('secret')).toHaveTextContent('rumo_scim_abc123');
    await user.click(screen.getByRole('button', { name: 'Copiar token' }));
    expect(await navigator.clipboard.readText()).toBe('rumo_scim_abc123');
    expect(screen.getByRole('button', { name: 'token copiado' })).toBeInTheDocument();
  });
});
