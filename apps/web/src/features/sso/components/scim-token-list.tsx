import { Text } from '@mantine/core';
import type { ScimToken } from '@rumo/shared/scim/tokens';
import { SecretTokenTable, tokenDay } from '../../../components/secret-token-table';
import { useRevokeScimToken } from '../api/use-revoke-scim-token';

/** The company's active SCIM tokens, each with its revoke action. */
export function ScimTokenList({ tokens }: { tokens: ScimToken[] }) {
  const revoke = useRevokeScimToken();
  return (
    <SecretTokenTable
      tokens={tokens}
      label="Tokens SCIM"
      empty="Nenhum token ativo. Crie um para ligar o Microsoft Entra ID, o Okta ou outro provedor."
      minWidth={640}
      columns={[
        {
          header: 'Criado em',
          cell: (token) => <Text size="sm">{tokenDay(token.createdAt, '—')}</Text>,
        },
      ]}
      revocation={{
        title: 'Revogar token SCIM',
        warning: (token) =>
          `Revogar o token "${token.name}"? O provedor de identidade que o usa deixa de criar, alterar e desativar pessoas no Rumo até receber um novo token.`,
        done: 'Token SCIM revogado.',
        revoke: (id) => revoke.mutateAsync(id),
      }}
    />
  );
}
