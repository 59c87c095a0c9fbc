import { Modal, Text } from '@mantine/core';
import { useMediaQuery } from '@mantine/hooks';
import { InviteUserForm } from './invite-user-form';

/** 'Convidar usuário': the person gets an e-mail with a link to set their password. */
export function InviteUserModal({ opened, onClose }: { opened: boolean; onClose: () => void }) {
  const isSmall = useMediaQuery('(max-width: 36em)');
  return (
    <Modal opened={opened} onClose={onClose} title="Convidar usuário" fullScreen={isSmall} centered>
      {opened && (
        <>
          <Text size="sm" c="dimmed" mb="md">
            A pessoa recebe um e-mail com um link para definir a senha e entrar no Rumo.
          </Text>
          <InviteUserForm onCancel={onClose} onInvited={onClose} />
        </>
      )}
    </Modal>
  );
}
