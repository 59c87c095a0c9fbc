import { Anchor } from '@mantine/core';
import { Link } from 'react-router';
import { KpiHealthList } from '../../../components/kpis/kpi-health-list';
import { paths } from '../../../lib/paths';
import { DashboardCard } from './dashboard-card';

/** The company-wide KPIs with their sparkline and status (its own request: two statements). */
export function KpisCard() {
  return (
    <DashboardCard
      title="Indicadores"
      description="Saúde da empresa, período a período"
      action={
        <Anchor component={Link} to={paths.kpis} size="sm">
          Ver todos
        </Anchor>
      }
    >
      <KpiHealthList
        scope="company"
        emptyText="Nenhum indicador da empresa ainda. Crie o primeiro em Indicadores."
      />
    </DashboardCard>
  );
}
