import type { UseFormReturnType } from '@mantine/form';
import type { ChangeEvent } from 'react';

/** `getInputProps` whose change handler runs the value through an input mask first. */
export function maskedInputProps<Values>(
  form: UseFormReturnType<Values>,
  path: string,
  mask: (value: string) => string,
) {
  const props = form.getInputProps(path);
  return {
    ...props,
    onChange: (event: ChangeEvent<HTMLInputElement>) =>
      props.onChange(mask(event.currentTarget.value)),
  };
}

/** Hints under the input, so inputs side by side stay aligned whatever their hints. */
export const BELOW: ('label' | 'input' | 'description' | 'error')[] = [
  'label',
  'input',
  'description',
  'error',
];
