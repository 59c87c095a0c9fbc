import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { PendingEmpty, type PendingEmptyProps } from './pending-empty';

const show = (props: PendingEmptyProps) =>
  renderWithProviders(
    <MemoryRouter>
      <PendingEmpty {...props} />
    </MemoryRouter>,
  );

describe('PendingEmpty', () => {
  it('offers an admin to create the first cycle when there is none', () => {
    show({ ownedCount: 0, hasCycle: false, admin: true });
    expect(screen.getByText('Ainda não há ciclo de OKRs')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Criar o primeiro ciclo' })).toHaveAttribute(
      'href',
      '/planejamento',
    );
    expect(screen.queryByText('Tudo em dia!')).toBeNull();
  });

  it('tells a member the truth without a button they cannot use', () => {
    show({ ownedCount: 0, hasCycle: false, admin: false });
    expect(screen.getByText(/Quando um administrador criar o ciclo/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says there is nothing to check in, and how to add key results, without key results', () => {
    show({ ownedCount: 0, hasCycle: true, admin: false });
    expect(screen.getByText('Nenhum resultado-chave para fazer check-in')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para OKRs' })).toHaveAttribute('href', '/okrs');
    expect(screen.queryByText('Tudo em dia!')).toBeNull();
  });

  it('celebrates only when every key result has its check-in', () => {
    show({ ownedCount: 3, hasCycle: true, admin: false });
    expect(screen.getByText('Tudo em dia!')).toBeInTheDocument();
  });
});
