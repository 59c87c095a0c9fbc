import type { EfiCustomer } from '@rumo/efi';
import type { StoredPayer } from './subscriptions.table';

/** Efí's customer (efi-pay.md §4): a person with CPF and birth date, or a company with CNPJ. */
export function efiCustomer(payer: StoredPayer): EfiCustomer {
  if (payer.document.length === 14) {
    return {
      juridical_person: { corporate_name: payer.company ?? payer.name, cnpj: payer.document },
      email: payer.email,
      phone_number: payer.phone,
    };
  }
  return {
    name: payer.name,
    cpf: payer.document,
    email: payer.email,
    birth: payer.birthDate,
    phone_number: payer.phone,
  };
}
