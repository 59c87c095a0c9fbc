import { Alert, Button } from '@mantine/core';
import { IconAlertTriangle } from '@tabler/icons-react';
import { errorMessage } from '../lib/api-error';

/** A failed load, with the API's message and a way to try again. */
export function QueryError({ error, onRetry }: { error: unknown; onRetry: () => void }) {
  return (
    <Alert
      color="red"
      variant="light"
      icon={<IconAlertTriangle size={18} />}
      title="Não foi possível carregar"
      role="alert"
    >
      {errorMessage(error)}
      <Button variant="light" color="red" size="xs" mt="sm" display="block" onClick={onRetry}>
        Tentar novamente
      </Button>
    </Alert>
  );
}
