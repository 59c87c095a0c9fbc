import { screen } from '@testing-library/react';
import { MemoryRouter } from 'react-router';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { PendingEmpty, type PendingEmptyProps } from './pending-empty';

const NONE = { kind: 'none' } as const;
const ACTIVE = {
  kind: 'active',
  cycle: { id: 'c', name: 'Q3', status: 'active', isCurrent: true },
} as const;
const closedCycle = { id: 'c', name: 'Q2', status: 'closed', isCurrent: true } as const;
const planningCycle = { id: 'c', name: 'Q4', status: 'planning', isCurrent: true } as const;

const show = (props: PendingEmptyProps) =>
  renderWithProviders(
    <MemoryRouter>
      <PendingEmpty {...props} />
    </MemoryRouter>,
  );

describe('PendingEmpty', () => {
  it('offers an admin to create the first cycle when there is none', () => {
    show({ ownedCount: 0, situation: NONE, admin: true });
    expect(screen.getByText('Ainda não há ciclo de OKRs')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Criar o primeiro ciclo' })).toHaveAttribute(
      'href',
      '/planejamento',
    );
    expect(screen.queryByText('Tudo em dia!')).toBeNull();
  });

  it('tells a member the truth without a button they cannot use', () => {
    show({ ownedCount: 0, situation: NONE, admin: false });
    expect(screen.getByText(/Peça a um administrador da empresa/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('says there is nothing to check in, and how to add key results, without key results', () => {
    show({ ownedCount: 0, situation: ACTIVE, admin: false });
    expect(screen.getByText('Nenhum resultado-chave para fazer check-in')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Ir para OKRs' })).toHaveAttribute('href', '/okrs');
    expect(screen.queryByText('Tudo em dia!')).toBeNull();
  });

  it('tells the truth when every cycle is closed, never "you own nothing"', () => {
    show({ ownedCount: 0, situation: { kind: 'closed', cycle: closedCycle }, admin: true });
    expect(screen.getByText('O ciclo “Q2” foi encerrado')).toBeInTheDocument();
    expect(screen.getByRole('link', { name: 'Criar o próximo ciclo' })).toHaveAttribute(
      'href',
      '/planejamento',
    );
    expect(screen.queryByText(/Você não é responsável/)).toBeNull();
  });

  it('asks a member to have the cycle in planning activated', () => {
    show({ ownedCount: 0, situation: { kind: 'planning', cycle: planningCycle }, admin: false });
    expect(screen.getByText('O ciclo “Q4” ainda está em planejamento')).toBeInTheDocument();
    expect(screen.getByText(/para ativar o ciclo/)).toBeInTheDocument();
    expect(screen.queryByRole('link')).toBeNull();
  });

  it('celebrates only when every key result has its check-in', () => {
    show({ ownedCount: 3, situation: ACTIVE, admin: false });
    expect(screen.getByText('Tudo em dia!')).toBeInTheDocument();
  });
});
