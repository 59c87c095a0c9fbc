import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { PlansFaq } from './plans-faq';

describe('plans FAQ', () => {
  it('promises the NFS-e for each payment, by e-mail and in Configurações › Assinatura', async () => {
    const user = userEvent.setup();
    renderWithProviders(<PlansFaq trialDays={14} />);
    await user.click(screen.getByRole('button', { name: 'Vocês emitem nota fiscal?' }));
    const answer = screen.getByText(/nota fiscal de serviço eletrônica \(NFS-e\)/);
    expect(answer).toHaveTextContent('Cada pagamento confirmado gera uma nota fiscal');
    expect(answer).toHaveTextContent('a nota é enviada por e-mail aos administradores da empresa');
    expect(answer).toHaveTextContent('o PDF e o XML de cada nota ficam no histórico de pagamentos');
    expect(answer).toHaveTextContent('Configurações › Assinatura');
  });
});
