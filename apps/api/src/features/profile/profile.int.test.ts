import { existsSync } from 'node:fs';
import { join } from 'node:path';
import { AVATAR_MAX_BYTES } from '@rumo/shared/auth/contracts';
import { authMessages } from '@rumo/shared/auth/messages';
import { errorCodes } from '@rumo/shared/common/errors';
import { afterAll, beforeAll, describe, expect, it } from 'vitest';
import { createTestUser } from '../../test/account-fixtures';
import { imageBytes, multipartFile } from '../../test/multipart';
import { createTestApp, type TestApp } from '../../test/test-app';

let t: TestApp;
beforeAll(async () => {
  t = await createTestApp();
});
afterAll(() => t.close());

const uploadAvatar = (
  headers: Record<string, string>,
  file: Parameters<typeof multipartFile>[1],
  field = 'avatar',
) => {
  const body = multipartFile(field, file);
  return t.app.inject({
    method: 'POST',
    url: '/api/profile/avatar',
    payload: body.payload,
    headers: { ...headers, ...body.headers },
  });
};

describe('PUT /api/profile', () => {
  it('updates name, phone and position; empty texts become null', async () => {
    const user = await createTestUser(t, { companyName: 'Perfil SA' });
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: user.headers,
      payload: { name: '  Carla Nunes ', phone: '(11) 98888-7777', position: '' },
    });
    expect(response.statusCode).toBe(200);
    expect(response.json()).toMatchObject({
      id: user.id,
      name: 'Carla Nunes',
      phone: '(11) 98888-7777',
      position: null,
      company: 'Perfil SA',
    });
  });

  it('names invalid fields', async () => {
    const user = await createTestUser(t);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/profile',
      headers: user.headers,
      payload: { name: 'X', phone: 'abc', position: null },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json().issues).toEqual([
      { path: 'name', message: 'O nome deve ter pelo menos 2 caracteres.' },
      { path: 'phone', message: 'Informe um telefone válido, por exemplo (11) 91234-5678.' },
    ]);
  });

  it('requires sign-in', async () => {
    const response = await t.app.inject({ method: 'PUT', url: '/api/profile', payload: {} });
    expect(response.statusCode).toBe(401);
  });
});

describe('PUT /api/profile/password', () => {
  it('requires the current password', async () => {
    const user = await createTestUser(t);
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/password',
      headers: user.headers,
      payload: { currentPassword: 'nao-e-esta', newPassword: 'nova-senha-1' },
    });
    expect(response.statusCode).toBe(400);
    expect(response.json()).toEqual({
      statusCode: 400,
      code: errorCodes.wrongCurrentPassword,
      message: authMessages.wrongCurrentPassword,
      issues: [{ path: 'currentPassword', message: authMessages.wrongCurrentPassword }],
    });
  });

  it('changes it, keeps this session and ends the others', async () => {
    const user = await createTestUser(t);
    const login = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: user.password },
    });
    const otherHeaders = { authorization: `Bearer ${login.json().token}` };
    const response = await t.app.inject({
      method: 'PUT',
      url: '/api/profile/password',
      headers: user.headers,
      payload: { currentPassword: user.password, newPassword: 'nova-senha-1' },
    });
    expect(response.statusCode).toBe(204);
    const me = (headers: Record<string, string>) =>
      t.app.inject({ method: 'GET', url: '/api/auth/me', headers });
    expect((await me(user.headers)).statusCode).toBe(200);
    expect((await me(otherHeaders)).statusCode).toBe(401);
    const relogin = await t.app.inject({
      method: 'POST',
      url: '/api/auth/login',
      payload: { email: user.email, password: 'nova-senha-1' },
    });
    expect(relogin.statusCode).toBe(200);
  });
});

describe('POST /api/profile/avatar', () => {
  it('stores PNG, JPEG and WebP by content, serves them under /static and deletes the previous file', async () => {
    const user = await createTestUser(t);
    let previous: string | null = null;
    for (const [type, content] of Object.entries(imageBytes)) {
      const response = await uploadAvatar(user.headers, {
        name: `foto.${type}`,
        type: `image/${type}`,
        content,
      });
      expect(response.statusCode).toBe(200);
      const avatar: string = response.json().avatar;
      expect(avatar).toMatch(/^avatars\/[0-9a-f-]{36}\.(png|jpg|webp)$/);
      const served = await t.app.inject({ method: 'GET', url: `/static/${avatar}` });
      expect(served.statusCode).toBe(200);
      expect(served.rawPayload.equals(content)).toBe(true);
      if (previous) expect(existsSync(join(t.config.uploadsDir, previous))).toBe(false);
      previous = avatar;
    }
  });

  it('judges the type by the bytes, not by the declared mimetype', async () => {
    const user = await createTestUser(t);
    const response = await uploadAvatar(user.headers, {
      name: 'foto.png',
      type: 'image/png',
      content: Buffer.from('<svg xmlns="http://www.w3.org/2000/svg"></svg>'),
    });
    expect(response.statusCode).toBe(415);
    expect(response.json()).toEqual({
      statusCode: 415,
      code: errorCodes.avatarInvalidType,
      message: authMessages.avatarInvalidType,
    });
  });

  it('refuses files over 2 MB with 413', async () => {
    const user = await createTestUser(t);
    const content = Buffer.concat([imageBytes.png, Buffer.alloc(AVATAR_MAX_BYTES)]);
    const response = await uploadAvatar(user.headers, {
      name: 'grande.png',
      type: 'image/png',
      content,
    });
    expect(response.statusCode).toBe(413);
    expect(response.json()).toEqual({
      statusCode: 413,
      code: errorCodes.avatarTooLarge,
      message: 'A imagem deve ter no máximo 2 MB.',
    });
  });

  it('asks for a file when the request has none, or another field', async () => {
    const user = await createTestUser(t);
    const other = await uploadAvatar(
      user.headers,
      { name: 'a.png', type: 'image/png', content: imageBytes.png },
      'foto',
    );
    expect(other.statusCode).toBe(400);
    expect(other.json()).toMatchObject({
      code: errorCodes.avatarMissing,
      message: authMessages.avatarMissing,
    });
    const json = await t.app.inject({
      method: 'POST',
      url: '/api/profile/avatar',
      headers: user.headers,
      payload: {},
    });
    expect(json.statusCode).toBe(400);
    expect(json.json().code).toBe(errorCodes.avatarMissing);
  });

  it('requires sign-in', async () => {
    const response = await uploadAvatar(
      {},
      { name: 'a.png', type: 'image/png', content: imageBytes.png },
    );
    expect(response.statusCode).toBe(401);
  });
});
