import { Button, Group, Modal, Stack, Text } from '@mantine/core';
import type { StaffUser } from '@rumo/shared/backoffice/auth';
import { staffUserMessages } from '@rumo/shared/backoffice/staff-users';
import { useState } from 'react';
import { CopyableValue } from '../../../components/copyable-value';
import { showToast } from '../../../lib/toasts';
import { FailureAlert } from './staff-user-modals';
import { useResetStaffPassword } from './staff-users-api';

/**
 * Password reset: after a confirmation the API draws a temporary password, shown here once
 * (it is dropped from memory when the dialog closes) with a copy button.
 */
export function ResetPasswordModal({
  user,
  onClose,
}: {
  user: StaffUser | null;
  onClose: () => void;
}) {
  const reset = useResetStaffPassword();
  const [temporary, setTemporary] = useState<string | null>(null);
  const close = () => {
    setTemporary(null);
    reset.reset();
    onClose();
  };
  return (
    <Modal opened={user !== null} onClose={close} title="Redefinir senha" centered>
      {user &&
        (temporary ? (
          <Stack gap="sm">
            <Text size="sm">
              Senha temporária de <strong>{user.name}</strong>. Ela aparece só agora: copie e envie
              por um canal seguro. No primeiro acesso, a pessoa escolherá a própria senha.
            </Text>
            <CopyableValue
              value={temporary}
              copyLabel="Copiar senha"
              copiedLabel="Senha copiada"
              copiedHint="Copiada"
              testId="temporary-password"
              size="md"
            />
            <Group justify="flex-end">
              <Button onClick={close}>Concluir</Button>
            </Group>
          </Stack>
        ) : (
          <Stack gap="sm">
            <Text size="sm">
              Uma senha temporária será gerada para <strong>{user.name}</strong> e as sessões
              abertas serão encerradas.
            </Text>
            <FailureAlert error={reset.error} />
            <Group justify="flex-end">
              <Button variant="default" onClick={close}>
                Cancelar
              </Button>
              <Button
                color="orange"
                loading={reset.isPending}
                onClick={() =>
                  reset.mutate(
                    { id: user.id, body: {} },
                    {
                      onSuccess: (answer) => {
                        showToast({
                          severity: 'success',
                          summary: staffUserMessages.passwordReset,
                        });
                        if (answer.temporaryPassword) setTemporary(answer.temporaryPassword);
                        else close();
                      },
                    },
                  )
                }
              >
                Gerar senha temporária
              </Button>
            </Group>
          </Stack>
        ))}
    </Modal>
  );
}
