import { Alert, Skeleton, Stack } from '@mantine/core';
import { IconAlertCircle } from '@tabler/icons-react';
import { PageHeader } from '../../../components/page-header';
import { errorMessage } from '../../../lib/api-error';
import { useMyWeek } from '../api/use-my-week';
import { MY_WEEK_SECTIONS } from '../components/sections';

export default function MyWeekPage() {
  const myWeek = useMyWeek();
  const data = myWeek.data;
  return (
    <Stack gap="lg">
      <PageHeader
        title="Minha semana"
        description="O que você deve nesta semana: check-ins, objetivos fora do ritmo e menções."
      />
      {myWeek.isLoading ? (
        <Stack gap="lg" aria-label="Carregando a sua semana">
          {MY_WEEK_SECTIONS.map((section) => (
            <Skeleton key={section.id} h={180} radius="md" />
          ))}
        </Stack>
      ) : myWeek.error || !data ? (
        <Alert color="red" icon={<IconAlertCircle size={16} />} title="Não foi possível carregar">
          {errorMessage(myWeek.error)}
        </Alert>
      ) : (
        MY_WEEK_SECTIONS.map(({ id, Component }) => <Component key={id} data={data} />)
      )}
    </Stack>
  );
}
