import { useQuery } from '@tanstack/react-query';
import { useMemo } from 'react';
import { billingConfigQuery } from '../../../components/payment/billing-config-query';
import {
  BILLING_UNAVAILABLE_MESSAGE,
  type CardTokenizer,
  createCardTokenizer,
} from '../../../components/payment/card-tokenizer';

/**
 * The browser tokenizer the API's billing configuration asks for (Efí's `payment-token-efi` or
 * the simulator's), shared with /checkout. `error` is a pt-BR message when cards cannot be taken.
 */
export function useCardTokenizer(): { tokenizer: CardTokenizer | null; error: string | null } {
  const config = useQuery(billingConfigQuery);
  return useMemo(() => {
    if (config.isError) return { tokenizer: null, error: BILLING_UNAVAILABLE_MESSAGE };
    if (!config.data) return { tokenizer: null, error: null };
    try {
      return { tokenizer: createCardTokenizer(config.data), error: null };
    } catch (error) {
      return {
        tokenizer: null,
        error: error instanceof Error ? error.message : BILLING_UNAVAILABLE_MESSAGE,
      };
    }
  }, [config.isError, config.data]);
}
