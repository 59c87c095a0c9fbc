import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { afterEach, describe, expect, it } from 'vitest';
import { layoutStore } from '../../lib/layout/layout-store';
import { SURFACE_NAMES } from '../../lib/theme/palettes';
import { renderWithProviders } from '../../test/render';
import { AppConfigurator } from './app-configurator';

afterEach(() => {
  layoutStore.setPanelVisible('configSidebarVisible', false);
  layoutStore.updateConfig({ surface: null });
});

describe('AppConfigurator', () => {
  it('shows each surface as a named, recognisable palette and applies the one picked', async () => {
    renderWithProviders(<AppConfigurator />);
    await userEvent.click(screen.getByRole('button', { name: 'Personalizar aparência' }));

    const swatches = SURFACE_NAMES.map((name) =>
      screen.getByRole('button', { name: new RegExp(`^Superfície ${name}$`, 'i') }),
    );
    // Each palette's stripes differ from every other palette's.
    const palettes = swatches.map((swatch) =>
      [...swatch.querySelectorAll<HTMLElement>('[aria-hidden] > span')]
        .map((stripe) => stripe.style.background)
        .join(' '),
    );
    expect(new Set(palettes).size).toBe(SURFACE_NAMES.length);
    expect(palettes.every((stripes) => stripes.split(' ').length >= 3)).toBe(true);

    await userEvent.click(screen.getByRole('button', { name: 'Superfície Ocean' }));
    expect(layoutStore.getState().config.surface).toBe('ocean');
    expect(screen.getByRole('button', { name: 'Superfície Ocean' })).toHaveAttribute(
      'aria-pressed',
      'true',
    );
  });

  it('hides its tooltip while the popover is open, so it never covers it', async () => {
    renderWithProviders(<AppConfigurator />);
    const trigger = screen.getByRole('button', { name: 'Personalizar aparência' });
    await userEvent.hover(trigger);
    expect(await screen.findByRole('tooltip')).toBeInTheDocument();
    await userEvent.click(trigger);
    expect(screen.queryByRole('tooltip')).not.toBeInTheDocument();
  });
});
