import {
  ActionIcon,
  CheckIcon,
  ColorSwatch,
  Popover,
  SegmentedControl,
  SimpleGrid,
  Stack,
  Text,
  Tooltip,
} from '@mantine/core';
import { IconPalette } from '@tabler/icons-react';
import { MENU_MODES, type MenuMode, PRESETS, type Preset } from '../../lib/layout/layout-state';
import { layoutStore, useLayout } from '../../lib/layout/layout-store';
import {
  PRIMARY_COLOR_LABELS,
  PRIMARY_COLORS,
  PRIMARY_PALETTES,
  SURFACE_LABELS,
  SURFACE_NAMES,
  SURFACE_SCALES,
} from '../../lib/theme/palettes';
import { PRESET_DEFINITIONS } from '../../lib/theme/presets';

const MENU_MODE_LABELS: Record<MenuMode, string> = { static: 'Estático', overlay: 'Sobreposto' };

interface SwatchProps {
  color: string;
  label: string;
  selected: boolean;
  onSelect: () => void;
}

function Swatch({ color, label, selected, onSelect }: SwatchProps) {
  return (
    <Tooltip label={label} openDelay={300}>
      <ColorSwatch
        component="button"
        type="button"
        color={color}
        size={24}
        aria-label={label}
        aria-pressed={selected}
        onClick={onSelect}
        style={{ cursor: 'pointer', color: '#fff' }}
      >
        {selected && <CheckIcon size={11} />}
      </ColorSwatch>
    </Tooltip>
  );
}

function SectionLabel({ children }: { children: string }) {
  return (
    <Text size="xs" fw={700} tt="uppercase" c="dimmed" mb={6}>
      {children}
    </Text>
  );
}

/** Spec §2 theme configurator: primary colour, surface, preset and menu mode. */
export function AppConfigurator() {
  const { config, flags } = useLayout();
  const setOpened = (open: boolean) => layoutStore.setPanelVisible('configSidebarVisible', open);
  const activeSurface = config.surface ?? PRESET_DEFINITIONS[config.preset].defaultSurface;

  return (
    <Popover
      width={300}
      position="bottom-end"
      shadow="md"
      withArrow
      trapFocus
      opened={flags.configSidebarVisible}
      onChange={setOpened}
    >
      <Popover.Target>
        <Tooltip label="Personalizar aparência">
          <ActionIcon
            variant="default"
            size="lg"
            radius="xl"
            aria-label="Personalizar aparência"
            aria-expanded={flags.configSidebarVisible}
            onClick={() => setOpened(!flags.configSidebarVisible)}
          >
            <IconPalette size={19} />
          </ActionIcon>
        </Tooltip>
      </Popover.Target>
      <Popover.Dropdown aria-label="Personalizar aparência">
        <Stack gap="md">
          <div>
            <SectionLabel>Cor primária</SectionLabel>
            <SimpleGrid cols={9} spacing={6} verticalSpacing={6}>
              {PRIMARY_COLORS.map((name) => (
                <Swatch
                  key={name}
                  color={name === 'noir' ? '#18181b' : PRIMARY_PALETTES[name][5]}
                  label={`Cor ${PRIMARY_COLOR_LABELS[name]}`}
                  selected={config.primary === name}
                  onSelect={() => layoutStore.updateConfig({ primary: name })}
                />
              ))}
            </SimpleGrid>
          </div>
          <div>
            <SectionLabel>Superfície</SectionLabel>
            <SimpleGrid cols={9} spacing={6}>
              {SURFACE_NAMES.map((name) => (
                <Swatch
                  key={name}
                  color={SURFACE_SCALES[name][6]}
                  label={`Superfície ${SURFACE_LABELS[name]}`}
                  selected={activeSurface === name}
                  onSelect={() => layoutStore.updateConfig({ surface: name })}
                />
              ))}
            </SimpleGrid>
          </div>
          <div>
            <SectionLabel>Preset</SectionLabel>
            <SegmentedControl
              fullWidth
              size="xs"
              aria-label="Preset"
              value={config.preset}
              onChange={(value) => layoutStore.updateConfig({ preset: value as Preset })}
              data={PRESETS.map((preset) => ({ value: preset, label: preset }))}
            />
          </div>
          <div>
            <SectionLabel>Modo do menu</SectionLabel>
            <SegmentedControl
              fullWidth
              size="xs"
              aria-label="Modo do menu"
              value={config.menuMode}
              onChange={(value) => layoutStore.updateConfig({ menuMode: value as MenuMode })}
              data={MENU_MODES.map((mode) => ({ value: mode, label: MENU_MODE_LABELS[mode] }))}
            />
          </div>
        </Stack>
      </Popover.Dropdown>
    </Popover>
  );
}
