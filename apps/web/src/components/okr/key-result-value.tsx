import { Text, type TextProps } from '@mantine/core';
import { formatKeyResultValue, type KeyResultValueFormat } from '@rumo/shared/okr/format';

type KeyResultValueProps = Omit<TextProps, 'children'> &
  KeyResultValueFormat & {
    value: number;
  };

/** A key result number with its unit, the Brazilian way ("R$ 1.200,00", "45,5%", "12 clientes"). */
export function KeyResultValue({
  value,
  unit,
  customUnit,
  decimals,
  ...props
}: KeyResultValueProps) {
  return (
    <Text span inherit {...props}>
      {formatKeyResultValue(value, { unit, customUnit, decimals })}
    </Text>
  );
}
