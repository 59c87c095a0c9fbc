import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { authMessages } from '@rumo/shared/auth/messages';
import { errorCodes } from '@rumo/shared/common/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { imageBytes, multipartFile } from '../../test/multipart';
import { createCompanyWithUsers, type FixtureCompany } from '../../test/okr-fixtures';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
let acme: FixtureCompany;
let other: FixtureCompany;

beforeAll(async () => {
  t = await createTestApp();
  acme = await createCompanyWithUsers(t, { admins: 1, users: 1, name: 'Acme' });
  other = await createCompanyWithUsers(t, { admins: 1, users: 1, name: 'Outra' });
});
afterAll(() => t.close());

type Who = { headers: { authorization: string } };
const get = (who: Who) =>
  t.app.inject({ method: 'GET', url: '/api/settings', headers: who.headers });
const put = (who: Who, payload: object) =>
  t.app.inject({ method: 'PUT', url: '/api/settings', headers: who.headers, payload });
const uploadLogo = (
  who: Who,
  file: { name: string; type: string; content: Buffer },
  field = 'logo',
) => {
  const body = multipartFile(field, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/settings/logo',
    payload: body.payload,
    headers: { ...who.headers, ...body.headers },
  });
};

const valid = {
  companyName: 'Acme Brasil',
  checkInWeekDay: 5,
  timeZone: 'America/Manaus',
  defaultCycleLengthMonths: 6,
};

describe('GET /api/settings', () => {
  it('answers the defaults to any signed-in user of a company without settings', async () => {
    const response = await get(acme.user);
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      companyName: 'Acme',
      logo: null,
      checkInWeekDay: 1,
      timeZone: 'America/Sao_Paulo',
      defaultCycleLengthMonths: 3,
      escalateCheckInsAfterDays: null,
      approvalRequired: false,
      milestoneKeyResults: false,
    });
    expect((await t.app.inject({ method: 'GET', url: '/api/settings' })).statusCode).toBe(401);
  });
});

describe('PUT /api/settings', () => {
  it('saves the settings and renames the company, for this company only', async () => {
    const response = await put(acme.admin, { ...valid, companyName: '  Acme Brasil ' });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toEqual({
      ...valid,
      logo: null,
      escalateCheckInsAfterDays: null,
      approvalRequired: false,
      milestoneKeyResults: false,
    });
    expect((await get(acme.user)).json()).toEqual({
      ...valid,
      logo: null,
      escalateCheckInsAfterDays: null,
      approvalRequired: false,
      milestoneKeyResults: false,
    });
    const me = await t.app.inject({
      method: 'GET',
      url: '/api/auth/me',
      headers: acme.user.headers,
    });
    expect(me.json().company).toBe('Acme Brasil');
    expect((await get(other.user)).json()).toMatchObject({
      companyName: 'Outra',
      checkInWeekDay: 1,
    });

    const again = await put(acme.admin, { ...valid, checkInWeekDay: 0 });
    expect(again.json()).toMatchObject({ checkInWeekDay: 0, timeZone: 'America/Manaus' });
  });

  it('saves the escalation days, keeps them when a body leaves them out, and turns them off', async () => {
    const on = await put(acme.admin, { ...valid, escalateCheckInsAfterDays: 3 });
    expect(on.json()).toMatchObject({ escalateCheckInsAfterDays: 3 });
    expect((await put(acme.admin, valid)).json()).toMatchObject({ escalateCheckInsAfterDays: 3 });
    const off = await put(acme.admin, { ...valid, escalateCheckInsAfterDays: null });
    expect(off.json()).toMatchObject({ escalateCheckInsAfterDays: null });
    for (const days of [0, 15, 2.5, '3']) {
      const response = await put(acme.admin, { ...valid, escalateCheckInsAfterDays: days });
      expect(response.statusCode).toBe(400);
      expect(response.json().issues).toEqual([
        { path: 'escalateCheckInsAfterDays', message: 'Escolha de 1 a 14 dias, ou desative.' },
      ]);
    }
  });

  it('turns "Exigir aprovação de objetivos" on and off, and keeps it when absent', async () => {
    const outra = { ...valid, companyName: 'Outra' };
    const on = await put(other.admin, { ...outra, approvalRequired: true });
    expect(on.json()).toMatchObject({ approvalRequired: true });
    expect((await get(other.user)).json()).toMatchObject({ approvalRequired: true });
    expect((await put(other.admin, outra)).json()).toMatchObject({ approvalRequired: true });
    const off = await put(other.admin, { ...outra, approvalRequired: false });
    expect(off.json()).toMatchObject({ approvalRequired: false });
    expect((await put(other.admin, { ...outra, approvalRequired: 'sim' })).statusCode).toBe(400);
  });

  it('turns the milestone key results on and off; a body without the field keeps it', async () => {
    const on = await put(acme.admin, { ...valid, milestoneKeyResults: true });
    expect(on.json().milestoneKeyResults).toBe(true);
    expect((await put(acme.admin, valid)).json().milestoneKeyResults).toBe(true);
    expect((await get(other.user)).json().milestoneKeyResults).toBe(false);
    const wrong = await put(acme.admin, { ...valid, milestoneKeyResults: 'talvez' });
    expect(wrong.statusCode).toBe(400);
    const off = await put(acme.admin, { ...valid, milestoneKeyResults: false });
    expect(off.json().milestoneKeyResults).toBe(false);
  });

  it('explains invalid values in pt-BR', async () => {
    const response = await put(acme.admin, {
      companyName: 'A',
      checkInWeekDay: 7,
      timeZone: 'Marte/Olympus',
      defaultCycleLengthMonths: 5,
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toMatchObject({ code: errorCodes.validation });
    expect(response.json().issues).toEqual(
      expect.arrayContaining([
        { path: 'companyName', message: 'O nome da empresa deve ter pelo menos 2 caracteres.' },
        { path: 'checkInWeekDay', message: 'Escolha um dia da semana.' },
        { path: 'timeZone', message: 'Escolha um fuso horário válido.' },
        { path: 'defaultCycleLengthMonths', message: 'Escolha uma duração válida.' },
      ]),
    );
    const negative = await put(acme.admin, { ...valid, checkInWeekDay: -1 });
    expect(negative.json().issues).toEqual([
      { path: 'checkInWeekDay', message: 'Escolha um dia da semana.' },
    ]);
  });

  it('is for admins only', async () => {
    const response = await put(acme.user, valid);
    expect(response.statusCode).toBe(403);
    expect(response.json()).toMatchObject({ code: errorCodes.forbidden });
  });
});

describe('company logo', () => {
  it('stores the logo under uploads/logos, serves it and replaces or removes it', async () => {
    const first = await uploadLogo(acme.admin, {
      name: 'logo.png',
      type: 'image/png',
      content: imageBytes.png,
    });
    expect(first.statusCode).toBe(200);
    const firstLogo: string = first.json().logo;
    expect(firstLogo).toMatch(/^logos\/[0-9a-f-]{36}\.png$/);
    expect(existsSync(join(t.config.uploadsDir, firstLogo))).toBe(true);
    const served = await t.app.inject({ method: 'GET', url: `/static/${firstLogo}` });
    expect(served.statusCode).toBe(200);

    // The declared type is ignored: the bytes say WebP.
    const second = await uploadLogo(acme.admin, {
      name: 'logo.png',
      type: 'image/png',
      content: imageBytes.webp,
    });
    const secondLogo: string = second.json().logo;
    expect(secondLogo).toMatch(/\.webp$/);
    expect(existsSync(join(t.config.uploadsDir, firstLogo))).toBe(false);
    expect((await get(acme.user)).json().logo).toBe(secondLogo);
    expect((await get(other.user)).json().logo).toBeNull();

    const removed = await t.app.inject({
      method: 'DELETE',
      url: '/api/settings/logo',
      headers: acme.admin.headers,
    });
    expect(removed.statusCode).toBe(200);
    expect(removed.json().logo).toBeNull();
    expect(existsSync(join(t.config.uploadsDir, secondLogo))).toBe(false);
  });

  it('refuses files that are not PNG, JPEG or WebP, files over 2 MB and a missing file', async () => {
    const text = await uploadLogo(acme.admin, {
      name: 'logo.png',
      type: 'image/png',
      content: Buffer.from('não sou imagem'),
    });
    expect(text.statusCode).toBe(415);
    expect(text.json()).toEqual({
      statusCode: 415,
      code: 'LOGO_INVALID_TYPE',
      message: authMessages.avatarInvalidType,
    });

    const big = Buffer.concat([imageBytes.png, Buffer.alloc(2 * 1024 * 1024)]);
    const tooLarge = await uploadLogo(acme.admin, {
      name: 'logo.png',
      type: 'image/png',
      content: big,
    });
    expect(tooLarge.statusCode).toBe(413);
    expect(tooLarge.json()).toMatchObject({
      code: 'LOGO_TOO_LARGE',
      message: authMessages.avatarTooLarge,
    });

    const wrongField = await uploadLogo(
      acme.admin,
      { name: 'a.png', type: 'image/png', content: imageBytes.png },
      'avatar',
    );
    expect(wrongField.statusCode).toBe(400);
    expect(wrongField.json()).toMatchObject({
      code: 'LOGO_MISSING',
      message: authMessages.avatarMissing,
    });
    const notMultipart = await t.app.inject({
      method: 'POST',
      url: '/api/settings/logo',
      headers: acme.admin.headers,
      payload: {},
    });
    expect(notMultipart.statusCode).toBe(400);
  });

  it('is for admins only', async () => {
    const upload = await uploadLogo(acme.user, {
      name: 'logo.png',
      type: 'image/png',
      content: imageBytes.png,
    });
    expect(upload.statusCode).toBe(403);
    const remove = await t.app.inject({
      method: 'DELETE',
      url: '/api/settings/logo',
      headers: acme.user.headers,
    });
    expect(remove.statusCode).toBe(403);
  });
});
