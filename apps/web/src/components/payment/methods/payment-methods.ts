import type { PaymentMethod } from '@rumo/shared/billing/payment-method';
import { digitsOf } from '../masks';
import { boletoMethod } from './boleto/boleto-method';
import { cardMethod } from './card/card-method';
import type { PaymentMethodModule } from './method-module';

/** Every rail the web app offers, in the order the choice shows them. */
export const paymentMethodModules: Record<PaymentMethod, PaymentMethodModule> = {
  card: cardMethod,
  boleto: boletoMethod,
};

export const paymentMethodList: PaymentMethodModule[] = Object.values(paymentMethodModules);

/** A company (CNPJ) pays by boleto first; a person (CPF or nothing yet) by card. */
export function suggestedPaymentMethod(document: string): PaymentMethod {
  return digitsOf(document).length === 14 ? 'boleto' : 'card';
}
