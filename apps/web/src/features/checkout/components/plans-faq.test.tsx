import { screen } from '@testing-library/react';
import { describe, expect, it } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import { PlansFaq } from './plans-faq';

describe('plans FAQ', () => {
  it('promises the receipts that are sent, and no nota fiscal (not issued yet)', () => {
    const { container } = renderWithProviders(<PlansFaq trialDays={14} />);
    expect(screen.getByText('Como recebo os comprovantes de pagamento?')).toBeInTheDocument();
    expect(container.textContent).toContain('gera um recibo, enviado por e-mail');
    expect(container.textContent?.toLowerCase()).not.toContain('nota fiscal');
  });
});
