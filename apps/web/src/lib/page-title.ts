export const PRODUCT_NAME = 'Rumo';

/** '<Page> | Rumo', or the product name alone. */
export function pageTitle(title?: string): string {
  return title ? `${title} | ${PRODUCT_NAME}` : PRODUCT_NAME;
}
