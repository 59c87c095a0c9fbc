import { PasswordInput } from '@mantine/core';
import type { GetInputPropsReturnType } from '@mantine/form';
import { PASSWORD_MIN_LENGTH } from '@rumo/shared/auth/fields';

interface NewPasswordInputsProps {
  label: string;
  confirmLabel?: string;
  /** `form.getInputProps(...)` of the new password and of its confirmation. */
  inputProps: GetInputPropsReturnType;
  confirmInputProps: GetInputPropsReturnType;
  /** Focus the password when the form opens (Mantine's `data-autofocus`). */
  autoFocus?: boolean;
}

/** A new password with the length hint, then its confirmation. */
export function NewPasswordInputs({
  label,
  confirmLabel = 'Confirmar senha',
  inputProps,
  confirmInputProps,
  autoFocus,
}: NewPasswordInputsProps) {
  return (
    <>
      <PasswordInput
        label={label}
        autoComplete="new-password"
        description={`Pelo menos ${PASSWORD_MIN_LENGTH} caracteres.`}
        data-autofocus={autoFocus || undefined}
        {...inputProps}
      />
      <PasswordInput label={confirmLabel} autoComplete="new-password" {...confirmInputProps} />
    </>
  );
}
