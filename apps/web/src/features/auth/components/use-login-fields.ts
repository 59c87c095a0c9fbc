import type { FormErrors } from '@mantine/form';
import type { LoginBody } from '@rumo/shared/auth/contracts';
import { type ChangeEvent, type ReactNode, useState } from 'react';

type Field = keyof LoginBody;

/**
 * The two sign-in fields and their errors. Mantine's useForm would add 6 KB to /login for
 * what this does: a field's error clears when it is edited, as useForm does by default.
 */
export function useLoginFields() {
  const [values, setValues] = useState<LoginBody>({ email: '', password: '' });
  const [errors, setErrors] = useState<Partial<Record<Field, ReactNode>>>({});

  const setFieldError = (path: string, error: ReactNode) =>
    setErrors((current) => ({ ...current, [path]: error }));

  return {
    values,
    setErrors: (next: FormErrors) => setErrors(next as Partial<Record<Field, ReactNode>>),
    setFieldError,
    getInputProps: (field: Field) => ({
      value: values[field],
      error: errors[field],
      onChange: (event: ChangeEvent<HTMLInputElement>) => {
        const { value } = event.currentTarget;
        setValues((current) => ({ ...current, [field]: value }));
        setErrors(({ [field]: _, ...rest }) => rest);
      },
    }),
  };
}
