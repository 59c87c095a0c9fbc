/** The switch's names (own module: the prerendered landing's boot script sets them too). */
export const DARK_MODE_LABELS = { toDark: 'Usar tema escuro', toLight: 'Usar tema claro' } as const;
