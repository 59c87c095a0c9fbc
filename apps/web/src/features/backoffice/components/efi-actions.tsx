import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { staffMay } from '@rumo/shared/backoffice/auth';
import { IconPlugConnected, IconRefresh } from '@tabler/icons-react';
import { useSyncEfi, useTestEfiConnection } from '../api/efi-connection';
import { useBackofficeSession } from '../session/backoffice-session-store';

/** Spec §2: 'testar conexão' and 'sincronizar' for manager and admin (spec §6). */
export function EfiActions({ compact = false }: { compact?: boolean }) {
  const { user } = useBackofficeSession();
  const test = useTestEfiConnection();
  const sync = useSyncEfi();
  if (!user) return null;
  const mayTest = staffMay(user.role, 'testConnection');
  const maySync = staffMay(user.role, 'syncData');
  if (!mayTest && !maySync) return null;

  const testLabel = 'Testar conexão';
  const syncLabel = 'Sincronizar';
  const testHint = 'Testar a conexão com a Efí Pay';
  const syncHint = 'Sincronizar os dados com a Efí Pay';

  if (compact) {
    return (
      <>
        {mayTest && (
          <Tooltip label={testHint}>
            <ActionIcon
              variant="default"
              size="lg"
              radius="xl"
              aria-label={testLabel}
              loading={test.isPending}
              onClick={() => test.mutate()}
            >
              <IconPlugConnected size={19} />
            </ActionIcon>
          </Tooltip>
        )}
        {maySync && (
          <Tooltip label={syncHint}>
            <ActionIcon
              variant="default"
              size="lg"
              radius="xl"
              aria-label={syncLabel}
              loading={sync.isPending}
              onClick={() => sync.mutate()}
            >
              <IconRefresh size={19} />
            </ActionIcon>
          </Tooltip>
        )}
      </>
    );
  }

  return (
    <>
      {mayTest && (
        <Tooltip label={testHint}>
          <Button
            variant="default"
            size="sm"
            radius="xl"
            leftSection={<IconPlugConnected size={17} />}
            loading={test.isPending}
            onClick={() => test.mutate()}
          >
            {testLabel}
          </Button>
        </Tooltip>
      )}
      {maySync && (
        <Tooltip label={syncHint}>
          <Button
            variant="default"
            size="sm"
            radius="xl"
            leftSection={<IconRefresh size={17} />}
            loading={sync.isPending}
            onClick={() => sync.mutate()}
          >
            {syncLabel}
          </Button>
        </Tooltip>
      )}
    </>
  );
}
