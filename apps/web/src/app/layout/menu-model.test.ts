import { describe, expect, it } from 'vitest';
import { isItemActive, MAIN_MENU, visibleMenuItems } from './menu-model';

describe('menu model', () => {
  it('lists the spec entries under "Menu", Minha semana first (issue 23) and Indicadores', () => {
    expect(MAIN_MENU.heading).toBe('Menu');
    expect(MAIN_MENU.items.map((item) => [item.label, item.to])).toEqual([
      ['Minha semana', '/minha-semana'],
      ['Dashboard', '/dashboard'],
      ['Planejamento', '/planejamento'],
      ['OKRs', '/okrs'],
      ['Evolução OKRs', '/okr-evolution'],
      ['Check-in', '/check-in'],
      ['Indicadores', '/indicadores'],
      ['Times', '/times'],
      ['Usuários', '/usuarios'],
      ['Configurações', '/configuracoes'],
    ]);
  });

  it('hides admin-only entries and empty submenus from other roles', () => {
    const labels = (admin: boolean) => visibleMenuItems(MAIN_MENU.items, admin).map((i) => i.label);
    expect(labels(false)).not.toContain('Usuários');
    expect(labels(false)).not.toContain('Configurações');
    expect(labels(true)).toContain('Usuários');
    const grouped = [
      {
        key: 'g',
        label: 'Admin',
        items: [{ key: 'u', label: 'U', to: '/u', requiresAdmin: true }],
      },
    ];
    expect(visibleMenuItems(grouped, false)).toEqual([]);
    expect(visibleMenuItems(grouped, true)).toHaveLength(1);
  });

  it('marks items active on their path and below', () => {
    const okrs = { key: 'okrs', label: 'OKRs', to: '/okrs' };
    expect(isItemActive(okrs, '/okrs')).toBe(true);
    expect(isItemActive(okrs, '/okrs/42')).toBe(true);
    expect(isItemActive(okrs, '/okrs-archive')).toBe(false);
    expect(isItemActive({ key: 'g', label: 'G', items: [okrs] }, '/okrs')).toBe(true);
  });
});
