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
  UnstyledButton,
} from '@mantine/core';
import { IconPalette } from '@tabler/icons-react';
import { MENU_MODES, type MenuMode, PRESETS, type Preset } from '../../lib/layout/layout-state';
import { layoutStore, useLayout } from '../../lib/layout/layout-store';
import { contrastRatio } from '../../lib/theme/contrast-ratio';
import {
  PRIMARY_COLOR_LABELS,
  PRIMARY_COLORS,
  PRIMARY_PALETTES,
  type PrimaryColor,
  SURFACE_LABELS,
  SURFACE_NAMES,
  SURFACE_SCALES,
  type SurfaceName,
} from '../../lib/theme/palettes';
import { PRESET_DEFINITIONS } from '../../lib/theme/presets';
import { FILLED_SHADES } from '../../lib/theme/tones';
import classes from './app-configurator.module.css';

const MENU_MODE_LABELS: Record<MenuMode, string> = { static: 'Estático', overlay: 'Sobreposto' };

interface PrimarySwatchProps {
  name: PrimaryColor;
  dark: boolean;
  selected: boolean;
}

/** A primary colour as its buttons show it (the filled shade of the current scheme). */
function PrimarySwatch({ name, dark, selected }: PrimarySwatchProps) {
  const color = PRIMARY_PALETTES[name][FILLED_SHADES[name][dark ? 'dark' : 'light']];
  const check =
    contrastRatio('#ffffff', color) >= contrastRatio('#000000', color) ? '#fff' : '#000';
  const label = `Cor ${PRIMARY_COLOR_LABELS[name]}`;
  return (
    <Tooltip label={label} openDelay={300}>
      <ColorSwatch
        component="button"
        type="button"
        color={color}
        size={24}
        aria-label={label}
        aria-pressed={selected}
        onClick={() => layoutStore.updateConfig({ primary: name })}
        style={{ cursor: 'pointer', color: check }}
      >
        {selected && <CheckIcon size={11} />}
      </ColorSwatch>
    </Tooltip>
  );
}

/** Shades that tell the surfaces apart: the light ground, the mid tone and the dark card. */
const SURFACE_STRIPES = [2, 5, 7, 10] as const;

function SurfaceSwatch({ name, selected }: { name: SurfaceName; selected: boolean }) {
  const scale = SURFACE_SCALES[name];
  return (
    <UnstyledButton
      className={classes.surface}
      aria-label={`Superfície ${SURFACE_LABELS[name]}`}
      aria-pressed={selected}
      onClick={() => layoutStore.updateConfig({ surface: name })}
    >
      <span className={classes.stripes} aria-hidden>
        {SURFACE_STRIPES.map((shade) => (
          <span key={shade} style={{ background: scale[shade] }}>
            {/* The mark sits on the darkest stripe, where white reads on every surface. */}
            {selected && shade === 10 && <CheckIcon size={9} />}
          </span>
        ))}
      </span>
      <Text span size="xs" fw={selected ? 700 : 400}>
        {SURFACE_LABELS[name]}
      </Text>
    </UnstyledButton>
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
  const opened = flags.configSidebarVisible;
  const setOpened = (open: boolean) => layoutStore.setPanelVisible('configSidebarVisible', open);
  const activeSurface = config.surface ?? PRESET_DEFINITIONS[config.preset].defaultSurface;

  return (
    <Popover
      width={300}
      position="bottom-end"
      shadow="md"
      withArrow
      trapFocus
      opened={opened}
      onChange={setOpened}
    >
      <Popover.Target>
        {/* The tooltip would sit over the open popover, so it only shows while it is closed. */}
        <Tooltip label="Personalizar aparência" disabled={opened}>
          <ActionIcon
            variant="default"
            size="lg"
            radius="xl"
            aria-label="Personalizar aparência"
            aria-expanded={opened}
            onClick={() => setOpened(!opened)}
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
                <PrimarySwatch
                  key={name}
                  name={name}
                  dark={config.darkTheme}
                  selected={config.primary === name}
                />
              ))}
            </SimpleGrid>
          </div>
          <div>
            <SectionLabel>Superfície</SectionLabel>
            <SimpleGrid cols={4} spacing={6} verticalSpacing={6}>
              {SURFACE_NAMES.map((name) => (
                <SurfaceSwatch key={name} name={name} selected={activeSurface === name} />
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
