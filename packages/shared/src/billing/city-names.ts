/**
 * A city name as people type it: no accents, case, hyphens or apostrophes ("embu guacu" for
 * "Embu-Guaçu", "santa barbara d oeste" for "Santa Bárbara d'Oeste"). Apart from the IBGE list,
 * so the web's city search can use it before the list is loaded.
 */
export function normalizeCityName(name: string): string {
  return name
    .normalize('NFD')
    .replace(/\p{M}/gu, '')
    .toLowerCase()
    .replace(/[^a-z0-9]+/g, ' ')
    .trim();
}
