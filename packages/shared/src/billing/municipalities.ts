import {
  getMunicipalities,
  type Municipality,
  type StateCode,
} from '@brazilian-utils/brazilian-utils/get-municipalities';
import { getMunicipalityByCode } from '@brazilian-utils/brazilian-utils/get-municipality-by-code';
import { normalizeCityName } from './city-names';
import { municipalityMessages } from './contracts';

/**
 * The IBGE municipalities (about 150 KB of names and codes). The web app imports this module
 * lazily (`import()`), so the list never sits in the checkout's main chunk.
 */
export type { Municipality };

/** The state's municipalities sorted by name (pt-BR); empty for an unknown UF. */
export function municipalitiesOf(state: string): Municipality[] {
  return getMunicipalities(state as StateCode);
}

/** The municipality with that 7-digit IBGE code, or null. */
export function municipalityByCode(code: string): Municipality | null {
  return getMunicipalityByCode(code);
}

const byNameCache = new Map<string, Map<string, Municipality>>();

/** The state's municipality with that name (accents, case and punctuation aside), or null. */
export function municipalityByName(city: string, state: string): Municipality | null {
  let byName = byNameCache.get(state);
  if (!byName) {
    byName = new Map(municipalitiesOf(state).map((m) => [normalizeCityName(m.name), m]));
    byNameCache.set(state, byName);
  }
  return byName.get(normalizeCityName(city)) ?? null;
}

/** The IBGE code of a city given by name and UF (payers stored before the code), or null. */
export const cityCodeByName = (city: string, state: string) =>
  municipalityByName(city, state)?.code ?? null;

export type MunicipalityResolution =
  | { ok: true; municipality: Municipality }
  | { ok: false; message: string };

/**
 * The address's municipality: by its IBGE code, which must be of the address's UF; without a
 * code (API clients that send the name only), by the city's name in the UF.
 */
export function resolveMunicipality(address: {
  city: string;
  state: string;
  ibgeCode?: string | null | undefined;
}): MunicipalityResolution {
  if (address.ibgeCode) {
    const municipality = municipalityByCode(address.ibgeCode);
    if (!municipality) return { ok: false, message: municipalityMessages.chooseFromList };
    if (municipality.stateCode !== address.state) {
      return { ok: false, message: municipalityMessages.otherState(address.state) };
    }
    return { ok: true, municipality };
  }
  const municipality = municipalityByName(address.city, address.state);
  return municipality
    ? { ok: true, municipality }
    : { ok: false, message: municipalityMessages.chooseFromList };
}
