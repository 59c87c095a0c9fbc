import { describe, expect, it } from 'vitest';
import { normalizeCityName } from './city-names';
import { chosenCityAddressSchema, payerAddressSchema } from './contracts';
import { municipalAddressSchema } from './municipal-contracts';
import {
  cityCodeByName,
  municipalitiesOf,
  municipalityByCode,
  municipalityByName,
  resolveMunicipality,
} from './municipalities';

const address = {
  zipcode: '01310-100',
  street: 'Avenida Paulista',
  number: '1000',
  neighborhood: 'Bela Vista',
  city: 'São Paulo',
  state: 'SP',
} as const;

describe('IBGE municipalities', () => {
  it("lists a UF's municipalities by name, none for an unknown UF", () => {
    const sp = municipalitiesOf('SP');
    expect(sp).toHaveLength(645);
    expect(sp[0]).toEqual({ code: '3500105', name: 'Adamantina', stateCode: 'SP' });
    expect(sp.every((m) => m.stateCode === 'SP')).toBe(true);
    expect(municipalitiesOf('ZZ')).toEqual([]);
  });

  it('finds one by code', () => {
    expect(municipalityByCode('3550308')).toEqual({
      code: '3550308',
      name: 'São Paulo',
      stateCode: 'SP',
    });
    expect(municipalityByCode('9999999')).toBeNull();
    expect(municipalityByCode('355')).toBeNull();
  });

  it('finds one by exact name in its UF, accents, case and punctuation aside', () => {
    expect(normalizeCityName("  Santa Bárbara d'Oeste ")).toBe('santa barbara d oeste');
    expect(cityCodeByName('sao paulo', 'SP')).toBe('3550308');
    expect(cityCodeByName('EMBU GUACU', 'SP')).toBe(municipalityByName('Embu-Guaçu', 'SP')?.code);
    expect(cityCodeByName('Santa Barbara d Oeste', 'SP')).toBe('3545803');
    // The same name in two UFs: the UF decides.
    expect(cityCodeByName('Bom Jesus', 'PI')).toBe('2201903');
    expect(cityCodeByName('Bom Jesus', 'RS')).toBe('4302303');
    // Exact names only: no prefix, no other UF.
    expect(cityCodeByName('São', 'SP')).toBeNull();
    expect(cityCodeByName('Campinas', 'RJ')).toBeNull();
  });

  it('resolves an address by its code (of its UF) or, without one, by its name', () => {
    expect(resolveMunicipality({ city: 'x', state: 'SP', ibgeCode: '3509502' })).toMatchObject({
      ok: true,
      municipality: { name: 'Campinas' },
    });
    expect(resolveMunicipality({ city: 'Campinas', state: 'MG', ibgeCode: '3509502' })).toEqual({
      ok: false,
      message: 'Essa cidade não fica em MG. Escolha uma cidade da lista.',
    });
    expect(resolveMunicipality({ city: 'Nowhere', state: 'SP' })).toEqual({
      ok: false,
      message: 'Escolha uma cidade da lista.',
    });
  });
});

describe('payer address contracts', () => {
  it('takes the code or the name alone; a malformed code is named', () => {
    expect(payerAddressSchema.parse({ ...address, ibgeCode: '' }).ibgeCode).toBeUndefined();
    expect(
      payerAddressSchema.safeParse({ ...address, ibgeCode: '35503' }).error?.issues,
    ).toMatchObject([{ path: ['ibgeCode'], message: 'O código IBGE da cidade tem 7 dígitos.' }]);
  });

  it('asks the web forms for a city of the list, on the city field', () => {
    expect(chosenCityAddressSchema.safeParse(address).error?.issues).toMatchObject([
      { path: ['city'], message: 'Escolha uma cidade da lista.' },
    ]);
    expect(chosenCityAddressSchema.safeParse({ ...address, ibgeCode: '3550308' }).success).toBe(
      true,
    );
  });

  it("the API's address names the city as the IBGE does, with its code", () => {
    expect(municipalAddressSchema.parse({ ...address, city: 'SAO PAULO' })).toMatchObject({
      city: 'São Paulo',
      ibgeCode: '3550308',
    });
    expect(municipalAddressSchema.parse({ ...address, ibgeCode: '3509502' })).toMatchObject({
      city: 'Campinas',
      ibgeCode: '3509502',
    });
    expect(
      municipalAddressSchema.safeParse({ ...address, city: 'Gotham' }).error?.issues,
    ).toMatchObject([{ path: ['city'], message: 'Escolha uma cidade da lista.' }]);
  });
});
