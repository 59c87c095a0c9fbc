import {
  type ComboboxProps,
  createTheme,
  type DrawerProps,
  type HoverCardProps,
  type MantineThemeOverride,
  type MenuProps,
  type ModalProps,
  type NotificationProps,
  type OverlayProps,
  type PasswordInputProps,
  type PopoverProps,
  type TableProps,
  type TooltipProps,
} from '@mantine/core';
import type { LayoutConfig } from '../layout/layout-state';
import { Z_INDEX } from '../z-index';
import { contrastVariantResolver } from './contrast';
import { darkScale, grayScale, PRIMARY_PALETTES } from './palettes';
import { PRESET_DEFINITIONS } from './presets';
import { FILLED_SHADES } from './tones';

/** The Mantine theme for a layout config: primary palette, surface scales, preset look. */
export function buildTheme(
  config: Pick<LayoutConfig, 'preset' | 'primary' | 'surface'>,
): MantineThemeOverride {
  const preset = PRESET_DEFINITIONS[config.preset];
  const surface = config.surface ?? preset.defaultSurface;

  return createTheme({
    ...preset.theme,
    primaryColor: config.primary,
    // Per colour, so Mantine's own choices (check marks, contrast) follow the filled shade.
    primaryShade: FILLED_SHADES[config.primary],
    autoContrast: true,
    luminanceThreshold: 0.45,
    variantColorResolver: contrastVariantResolver,
    cursorType: 'pointer',
    colors: { ...PRIMARY_PALETTES, gray: grayScale(surface), dark: darkScale(surface) },
    other: { preset: config.preset, surface, baseShade: preset.primaryShade },
    // Plain objects rather than `Component.extend()`: the theme is on every page, and extend()
    // would pull each component's code into the first chunk.
    components: {
      // Every dialog's close button (confirm modals included) gets a name for screen readers.
      Modal: {
        defaultProps: {
          zIndex: Z_INDEX.modal,
          closeButtonProps: { 'aria-label': 'Fechar' },
        } satisfies Partial<ModalProps>,
      },
      Drawer: {
        defaultProps: {
          zIndex: Z_INDEX.modal,
          closeButtonProps: { 'aria-label': 'Fechar' },
        } satisfies Partial<DrawerProps>,
      },
      // Toasts' close buttons too (axe button-name).
      Notification: {
        defaultProps: {
          closeButtonProps: { 'aria-label': 'Fechar' },
        } satisfies Partial<NotificationProps>,
      },
      Overlay: { defaultProps: { zIndex: Z_INDEX.overlay } satisfies Partial<OverlayProps> },
      Menu: { defaultProps: { zIndex: Z_INDEX.menu } satisfies Partial<MenuProps> },
      // Date and colour pickers open inside modals, so popovers must stack above them.
      Popover: { defaultProps: { zIndex: Z_INDEX.modal + 1 } satisfies Partial<PopoverProps> },
      HoverCard: { defaultProps: { zIndex: Z_INDEX.menu } satisfies Partial<HoverCardProps> },
      // Select-like dropdowns may open inside a modal, so they sit at the modal's level.
      Combobox: { defaultProps: { zIndex: Z_INDEX.modal + 1 } satisfies Partial<ComboboxProps> },
      Tooltip: { defaultProps: { zIndex: Z_INDEX.tooltip } satisfies Partial<TooltipProps> },
      // A hovered row keeps to a surface contrast.ts picks text shades for (see --rumo-row-hover).
      Table: {
        defaultProps: {
          highlightOnHoverColor: 'var(--rumo-row-hover)',
        } satisfies Partial<TableProps>,
      },
      PasswordInput: {
        defaultProps: {
          visibilityToggleButtonProps: { 'aria-label': 'Mostrar ou ocultar a senha' },
        } satisfies Partial<PasswordInputProps>,
      },
    },
  });
}
