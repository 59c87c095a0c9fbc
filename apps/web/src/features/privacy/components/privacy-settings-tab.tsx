import { Stack } from '@mantine/core';
import { CompanyDeletionCard } from './company-deletion-card';
import { CompanyExportCard } from './company-export-card';

/** Configurações › Dados e privacidade (LGPD): export and deletion of the company's data. */
export function PrivacySettingsTab() {
  return (
    <Stack gap="lg" maw={760}>
      <CompanyExportCard />
      <CompanyDeletionCard />
    </Stack>
  );
}
