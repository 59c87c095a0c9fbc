import { Tabs } from '@mantine/core';
import { useSearchParams } from 'react-router';
import { PageHeader } from '../../../components/page-header';
import { SETTINGS_TABS } from '../settings-tabs';

/** URL parameter of the open section, so a link can open it directly. */
export const SETTINGS_TAB_PARAM = 'aba';

/** /configuracoes (admin): the company's preferences, one tab per section. */
export default function SettingsPage() {
  const [searchParams, setSearchParams] = useSearchParams();
  const requested = searchParams.get(SETTINGS_TAB_PARAM);
  const active = SETTINGS_TABS.find((tab) => tab.value === requested) ?? SETTINGS_TABS[0];

  const open = (value: string | null) =>
    setSearchParams(
      (previous) => {
        const next = new URLSearchParams(previous);
        if (value && value !== SETTINGS_TABS[0]?.value) next.set(SETTINGS_TAB_PARAM, value);
        else next.delete(SETTINGS_TAB_PARAM);
        return next;
      },
      { replace: true },
    );

  return (
    <>
      <PageHeader
        title="Configurações"
        description="Preferências da empresa no Rumo: identidade, semana de check-in, ciclos, dados e privacidade."
      />
      <Tabs value={active?.value ?? null} onChange={open} keepMounted={false}>
        <Tabs.List mb="lg">
          {SETTINGS_TABS.map(({ value, label, icon: Icon }) => (
            <Tabs.Tab key={value} value={value} leftSection={<Icon size={16} />}>
              {label}
            </Tabs.Tab>
          ))}
        </Tabs.List>
        {SETTINGS_TABS.map(({ value, Component }) => (
          <Tabs.Panel key={value} value={value}>
            <Component />
          </Tabs.Panel>
        ))}
      </Tabs>
    </>
  );
}
