import { MultiSelect, Stack, Switch } from '@mantine/core';
import type { UseFormReturnType } from '@mantine/form';
import { useDebouncedValue } from '@mantine/hooks';
import { useState } from 'react';
import { useTeamOptions } from '../../../components/okr/use-team-options';
import { useUserLookup } from '../../../components/okr/use-user-lookup';
import type { ObjectiveFormValues } from './objective-form-model';

/**
 * "Privado": when on, only admins, the owner and the people and teams chosen here see the
 * objective (the rule: canSeeObjective in packages/shared/src/objectives/permissions.ts).
 */
export function ObjectivePrivacyFields({ form }: { form: UseFormReturnType<ObjectiveFormValues> }) {
  const { values } = form;
  const teams = useTeamOptions();
  const [search, setSearch] = useState('');
  const [debounced] = useDebouncedValue(search, 250);
  const { data: users = [] } = useUserLookup(debounced);
  // Names of the people already chosen stay known when a new search no longer lists them.
  const [known, setKnown] = useState(new Map<string, string>());
  const people = new Map(known);
  for (const user of users) people.set(user.id, user.name);
  const peopleOptions = [...people].map(([value, label]) => ({ value, label }));

  return (
    <Stack gap="xs">
      <Switch
        label="Privado"
        description="Só administradores, o responsável e as pessoas ou times escolhidos veem este objetivo."
        checked={values.private}
        onChange={(event) => form.setFieldValue('private', event.currentTarget.checked)}
      />
      {values.private && (
        <>
          <MultiSelect
            label="Pessoas que podem ver"
            placeholder="Busque pelo nome"
            searchable
            data={peopleOptions}
            searchValue={search}
            onSearchChange={setSearch}
            nothingFoundMessage="Nenhuma pessoa encontrada"
            {...form.getInputProps('viewerUserIds')}
            onChange={(ids) => {
              setKnown(new Map(ids.map((id) => [id, people.get(id) ?? id])));
              form.setFieldValue('viewerUserIds', ids);
            }}
          />
          <MultiSelect
            label="Times que podem ver"
            placeholder="Escolha os times"
            searchable
            data={teams.data ?? []}
            nothingFoundMessage="Nenhum time encontrado"
            {...form.getInputProps('viewerTeamIds')}
          />
        </>
      )}
    </Stack>
  );
}
