import { z } from 'zod';

/**
 * Makes zod's built-in messages pt-BR (the API and the web both call this once at start),
 * so even issues a schema did not word itself reach the user in Portuguese.
 */
export function configureZodLocale(): void {
  z.config(z.locales.ptBR());
  z.config({
    customError: (issue) =>
      issue.code === 'invalid_type' && issue.input === undefined ? 'Campo obrigatório.' : undefined,
  });
}
