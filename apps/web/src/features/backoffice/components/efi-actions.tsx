import { ActionIcon, Button, Tooltip } from '@mantine/core';
import { staffMay } from '@rumo/shared/backoffice/auth';
import { IconPlugConnected, IconRefresh, type TablerIcon } from '@tabler/icons-react';
import { useSyncEfi, useTestEfiConnection } from '../api/efi-connection';
import { useBackofficeSession } from '../session/backoffice-session-store';

interface EfiButtonProps {
  compact: boolean;
  label: string;
  hint: string;
  Icon: TablerIcon;
  loading: boolean;
  onClick: () => void;
}

/** One top-bar button: an icon with its name on small screens, a labelled button otherwise. */
function EfiButton({ compact, label, hint, Icon, loading, onClick }: EfiButtonProps) {
  return (
    <Tooltip label={hint}>
      {compact ? (
        <ActionIcon
          variant="default"
          size="lg"
          radius="xl"
          aria-label={label}
          loading={loading}
          onClick={onClick}
        >
          <Icon size={19} />
        </ActionIcon>
      ) : (
        <Button
          variant="default"
          size="sm"
          radius="xl"
          leftSection={<Icon size={17} />}
          loading={loading}
          onClick={onClick}
        >
          {label}
        </Button>
      )}
    </Tooltip>
  );
}

/** Spec §2: 'testar conexão' and 'sincronizar' for manager and admin (spec §6). */
export function EfiActions({ compact = false }: { compact?: boolean }) {
  const { user } = useBackofficeSession();
  const test = useTestEfiConnection();
  const sync = useSyncEfi();
  if (!user) return null;
  return (
    <>
      {staffMay(user.role, 'testConnection') && (
        <EfiButton
          compact={compact}
          label="Testar conexão"
          hint="Testar a conexão com a Efí Pay"
          Icon={IconPlugConnected}
          loading={test.isPending}
          onClick={() => test.mutate()}
        />
      )}
      {staffMay(user.role, 'syncData') && (
        <EfiButton
          compact={compact}
          label="Sincronizar"
          hint="Sincronizar os dados com a Efí Pay"
          Icon={IconRefresh}
          loading={sync.isPending}
          onClick={() => sync.mutate()}
        />
      )}
    </>
  );
}
