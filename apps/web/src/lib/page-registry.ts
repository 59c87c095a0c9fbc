import type { ComponentType } from 'react';

/** A menu icon: any @tabler/icons-react icon. */
export type MenuIcon = ComponentType<{ size?: number | string; stroke?: number }>;

/**
 * A page's entry in its app's side menu. `I` is the icon: a component, or a key the menu maps to
 * one, so that the route table in the entry chunk carries no icon code.
 */
export interface PageMenuEntry<I = MenuIcon> {
  label: string;
  icon?: I;
  /** Position in the menu, lowest first. */
  order: number;
}

/**
 * The page's component: `<feature>/<name>-page` is the default export of
 * `features/<feature>/pages/<name>-page.tsx` (the router loads it on first visit).
 */
export type PageModule = `${string}/${string}-page`;

/** `/okrs/:id` gives `(id) => '/okrs/<id>'`; an address without a parameter stays a string. */
export type PathOf<P extends string> = P extends `${string}/:${string}`
  ? (id: string) => string
  : P;

export type PathsOf<T extends Record<string, { path: string }>> = {
  [K in keyof T]: PathOf<T[K]['path']>;
};

/** Every page's address, from its registry entry: links and redirects use these. */
export function pathsOf<const T extends Record<string, { path: string }>>(pages: T): PathsOf<T> {
  const paths: Record<string, unknown> = {};
  for (const [name, { path }] of Object.entries(pages)) {
    paths[name] = path.includes('/:')
      ? (id: string) => path.replace(/:\w+/, encodeURIComponent(id))
      : path;
  }
  return paths as PathsOf<T>;
}

/** The entries that have a menu entry, in menu order. */
export function menuEntries<P extends object, I = MenuIcon>(
  pages: Record<string, P>,
): (P & { name: string; menu: PageMenuEntry<I> })[] {
  return Object.entries(pages)
    .flatMap(([name, page]) => {
      const { menu } = page as { menu?: PageMenuEntry<I> };
      return menu ? [{ ...page, name, menu }] : [];
    })
    .sort((a, b) => a.menu.order - b.menu.order);
}
