import {
  IconBuilding,
  IconCreditCard,
  IconLock,
  IconPlugConnected,
  IconShieldLock,
} from '@tabler/icons-react';
import type { ComponentType } from 'react';
// biome-ignore lint/style/noRestrictedImports: Configurações composes other features' tabs (known exception, docs/decisions/0006-import-rules.md)
import { BillingSettingsTab } from '../billing/components/billing-settings-tab';
// biome-ignore lint/style/noRestrictedImports: Configurações composes other features' tabs (known exception, docs/decisions/0006-import-rules.md)
import { IntegrationsSettingsTab } from '../integrations/components/integrations-settings-tab';
// biome-ignore lint/style/noRestrictedImports: Configurações composes other features' tabs (known exception, docs/decisions/0006-import-rules.md)
import { PrivacySettingsTab } from '../privacy/components/privacy-settings-tab';
// biome-ignore lint/style/noRestrictedImports: Configurações composes other features' tabs (known exception, docs/decisions/0006-import-rules.md)
import { SecuritySettingsTab } from '../sso/components/security-settings-tab';
import { CompanySettingsTab } from './components/company-settings-tab';

export interface SettingsTab {
  /** The `?aba=` value. */
  value: string;
  label: string;
  icon: ComponentType<{ size?: number | string }>;
  Component: ComponentType;
}

/** Configurações' sections; a later area (e.g. the subscription) adds one entry here. */
export const SETTINGS_TABS: readonly SettingsTab[] = [
  { value: 'empresa', label: 'Empresa', icon: IconBuilding, Component: CompanySettingsTab },
  {
    value: 'privacidade',
    label: 'Dados e privacidade',
    icon: IconShieldLock,
    Component: PrivacySettingsTab,
  },
  { value: 'assinatura', label: 'Assinatura', icon: IconCreditCard, Component: BillingSettingsTab },
  { value: 'seguranca', label: 'Segurança', icon: IconLock, Component: SecuritySettingsTab },
  {
    value: 'integracoes',
    label: 'Integrações',
    icon: IconPlugConnected,
    Component: IntegrationsSettingsTab,
  },
];
