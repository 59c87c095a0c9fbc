import { Group, Radio, SimpleGrid, Stack, Text } from '@mantine/core';
import { PAYMENT_METHODS, type PaymentMethod } from '@rumo/shared/billing/payment-method';
import { IconBarcode, IconCreditCard } from '@tabler/icons-react';
import classes from './method-choice.module.css';
import { paymentMethodModules } from './payment-methods';

const icons: Record<PaymentMethod, typeof IconCreditCard> = {
  card: IconCreditCard,
  boleto: IconBarcode,
};

interface MethodChoiceProps {
  value: PaymentMethod;
  onChange: (method: PaymentMethod) => void;
  disabled?: boolean;
  /** Rails not offered here (e.g. the current one, when switching). */
  exclude?: readonly PaymentMethod[];
  label?: string;
}

/** "Cartão de crédito" | "Boleto / Pix": a radio group (arrow keys move the choice). */
export function MethodChoice({
  value,
  onChange,
  disabled,
  exclude = [],
  label = 'Forma de pagamento',
}: MethodChoiceProps) {
  const methods = PAYMENT_METHODS.filter((method) => !exclude.includes(method));
  return (
    <Radio.Group
      value={value}
      onChange={(next) => onChange(next as PaymentMethod)}
      label={label}
      labelProps={{ className: classes.srOnly }}
    >
      <SimpleGrid cols={{ base: 1, xs: methods.length }} spacing="sm">
        {methods.map((method) => {
          const rail = paymentMethodModules[method];
          const Icon = icons[method];
          return (
            <Radio.Card
              key={method}
              value={method}
              radius="md"
              className={classes.card}
              disabled={disabled}
              aria-describedby={`metodo-${method}-dica`}
            >
              <Group wrap="nowrap" align="flex-start" gap="sm">
                <Radio.Indicator mt={2} />
                <Stack gap={2} miw={0}>
                  <Group gap={6} wrap="nowrap">
                    <Icon size={18} aria-hidden />
                    <Text fw={700} size="sm">
                      {rail.label}
                    </Text>
                  </Group>
                  <Text size="xs" c="dimmed" id={`metodo-${method}-dica`}>
                    {rail.hint}
                  </Text>
                </Stack>
              </Group>
            </Radio.Card>
          );
        })}
      </SimpleGrid>
    </Radio.Group>
  );
}
