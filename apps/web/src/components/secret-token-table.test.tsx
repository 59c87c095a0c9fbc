import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../test/render';
import { SecretTokenTable } from './secret-token-table';

const token = {
  id: 't1',
  name: 'Okta',
  prefix: 'rumo_scim_abc123',
  createdAt: '2026-03-02T12:00:00.000Z',
  lastUsedAt: null,
  expiresAt: null,
  owner: 'Ana',
};

describe('SecretTokenTable', () => {
  it("lists the tokens with the kind's columns and revokes one after its confirmation", async () => {
    const user = userEvent.setup();
    const revoked: string[] = [];
    renderWithProviders(
      <SecretTokenTable
        tokens={[token]}
        label="Tokens X"
        empty="Nenhum token ativo."
        minWidth={640}
        columns={[{ header: 'Dono', cell: (row) => row.owner }]}
        revocation={{
          title: 'Revogar token X',
          warning: (row) => `Revogar o token "${row.name}"?`,
          done: 'Token X revogado.',
          revoke: async (id) => revoked.push(id),
        }}
      />,
    );
    const row = screen.getByRole('row', { name: /Okta/ });
    expect(row).toHaveTextContent('rumo_scim_abc123…');
    expect(row).toHaveTextContent('Ana');
    expect(row).toHaveTextContent('Nunca usado');
    expect(row).toHaveTextContent('Sem validade');
    expect(screen.getByRole('columnheader', { name: 'Dono' })).toBeInTheDocument();
    await user.click(within(row).getByRole('button', { name: 'Revogar o token Okta' }));
    const dialog = await screen.findByRole('dialog', { name: 'Revogar token X' });
    expect(dialog).toHaveTextContent('Revogar o token "Okta"?');
    expect(revoked).toEqual([]);
    await user.click(within(dialog).getByRole('button', { name: 'Revogar' }));
    expect(revoked).toEqual(['t1']);
  });

  it('says so when there is none', () => {
    renderWithProviders(
      <SecretTokenTable
        tokens={[]}
        label="Tokens X"
        empty="Nenhum token ativo."
        minWidth={640}
        columns={[]}
        revocation={{ title: '', warning: () => '', done: '', revoke: async () => undefined }}
      />,
    );
    expect(screen.getByText('Nenhum token ativo.')).toBeInTheDocument();
    expect(screen.queryByRole('table')).toBeNull();
  });
});
