import { z } from 'zod';

export const PASSWORD_MIN_LENGTH = 8;
export const PASSWORD_MAX_LENGTH = 128;

export const nameSchema = z
  .string({ error: 'Informe o nome.' })
  .trim()
  .min(2, 'O nome deve ter pelo menos 2 caracteres.')
  .max(120, 'O nome deve ter no máximo 120 caracteres.');

export const emailSchema = z
  .string({ error: 'Informe o e-mail.' })
  .trim()
  .min(1, 'Informe o e-mail.')
  .max(254, 'O e-mail é longo demais.')
  .pipe(z.email('Informe um e-mail válido.'))
  .transform((email) => email.toLowerCase());

export const passwordSchema = z
  .string({ error: 'Informe a senha.' })
  .min(PASSWORD_MIN_LENGTH, `A senha deve ter pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`)
  .max(PASSWORD_MAX_LENGTH, `A senha deve ter no máximo ${PASSWORD_MAX_LENGTH} caracteres.`);

export const companyNameSchema = z
  .string({ error: 'Informe o nome da empresa.' })
  .trim()
  .min(2, 'O nome da empresa deve ter pelo menos 2 caracteres.')
  .max(120, 'O nome da empresa deve ter no máximo 120 caracteres.');

export const tokenSchema = z
  .string({ error: 'Token ausente.' })
  .min(10, 'Token inválido.')
  .max(200);

const optionalText = (max: number, label: string) =>
  z
    .string()
    .trim()
    .max(max, `${label} deve ter no máximo ${max} caracteres.`)
    .transform((value) => (value === '' ? null : value))
    .nullable();

export const phoneSchema = optionalText(30, 'O telefone').refine(
  (value) => value === null || /^[0-9()+\-.\s]{8,30}$/.test(value),
  'Informe um telefone válido, por exemplo (11) 91234-5678.',
);

export const positionSchema = optionalText(120, 'O cargo');
