import { IconBuilding } from '@tabler/icons-react';
import type { ComponentType } from 'react';
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
];
