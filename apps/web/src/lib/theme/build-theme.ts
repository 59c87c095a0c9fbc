import {
  Combobox,
  createTheme,
  Drawer,
  HoverCard,
  type MantineThemeOverride,
  Menu,
  Modal,
  Overlay,
  PasswordInput,
  Popover,
  Tooltip,
} from '@mantine/core';
import type { LayoutConfig } from '../layout/layout-state';
import { Z_INDEX } from '../z-index';
import { contrastVariantResolver } from './contrast';
import { darkScale, grayScale, PRIMARY_PALETTES } from './palettes';
import { PRESET_DEFINITIONS } from './presets';

/** The Mantine theme for a layout config: primary palette, surface scales, preset look. */
export function buildTheme(
  config: Pick<LayoutConfig, 'preset' | 'primary' | 'surface'>,
): MantineThemeOverride {
  const preset = PRESET_DEFINITIONS[config.preset];
  const surface = config.surface ?? preset.defaultSurface;
  // Noir is near-black in light mode and near-white in dark mode.
  const primaryShade =
    config.primary === 'noir' ? ({ light: 8, dark: 1 } as const) : preset.primaryShade;

  return createTheme({
    ...preset.theme,
    primaryColor: config.primary,
    primaryShade,
    autoContrast: true,
    variantColorResolver: contrastVariantResolver,
    luminanceThreshold: 0.45,
    cursorType: 'pointer',
    colors: { ...PRIMARY_PALETTES, gray: grayScale(surface), dark: darkScale(surface) },
    other: { preset: config.preset, surface },
    components: {
      // Every dialog's close button (confirm modals included) gets a name for screen readers.
      Modal: Modal.extend({
        defaultProps: { zIndex: Z_INDEX.modal, closeButtonProps: { 'aria-label': 'Fechar' } },
      }),
      Drawer: Drawer.extend({
        defaultProps: { zIndex: Z_INDEX.modal, closeButtonProps: { 'aria-label': 'Fechar' } },
      }),
      Overlay: Overlay.extend({ defaultProps: { zIndex: Z_INDEX.overlay } }),
      Menu: Menu.extend({ defaultProps: { zIndex: Z_INDEX.menu } }),
      // Date and colour pickers open inside modals, so popovers must stack above them.
      Popover: Popover.extend({ defaultProps: { zIndex: Z_INDEX.modal + 1 } }),
      HoverCard: HoverCard.extend({ defaultProps: { zIndex: Z_INDEX.menu } }),
      // Select-like dropdowns may open inside a modal, so they sit at the modal's level.
      Combobox: Combobox.extend({ defaultProps: { zIndex: Z_INDEX.modal + 1 } }),
      Tooltip: Tooltip.extend({ defaultProps: { zIndex: Z_INDEX.tooltip } }),
      PasswordInput: PasswordInput.extend({
        defaultProps: {
          visibilityToggleButtonProps: { 'aria-label': 'Mostrar ou ocultar a senha' },
        },
      }),
    },
  });
}
