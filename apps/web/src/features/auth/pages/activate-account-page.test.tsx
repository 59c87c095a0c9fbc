import { screen } from '@testing-library/react';
import { createMemoryRouter, RouterProvider } from 'react-router';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../../../test/render';
import ActivateAccountPage from './activate-account-page';

const INCOMPLETE =
  'O link de ativação está incompleto. Abra o link completo enviado para o seu e-mail.';

function openLink(search: string) {
  const path = '/auth/activate-account';
  const router = createMemoryRouter([{ path, element: <ActivateAccountPage /> }], {
    initialEntries: [`${path}${search}`],
  });
  renderWithProviders(<RouterProvider router={router} />);
}

function answer(status: number, body: unknown) {
  const fetchMock = vi.fn(async () => Response.json(body, { status }));
  vi.stubGlobal('fetch', fetchMock);
  return fetchMock;
}

afterEach(() => vi.unstubAllGlobals());

describe('activation link', () => {
  it('calls a link cut short incomplete, without asking the API', async () => {
    const fetchMock = answer(200, { message: 'Conta ativada.' });
    openLink('?token=abc12');
    expect(await screen.findByRole('alert')).toHaveTextContent(INCOMPLETE);
    expect(screen.queryByText(/Verifique os campos destacados/)).toBeNull();
    expect(fetchMock).not.toHaveBeenCalled();
  });

  it("never shows the API's form wording on this page without fields", async () => {
    answer(400, {
      statusCode: 400,
      code: 'VALIDATION_ERROR',
      message: 'Dados inválidos. Verifique os campos destacados.',
      issues: [{ path: 'body.token', message: 'Token inválido.' }],
    });
    openLink(`?token=${'a'.repeat(40)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(INCOMPLETE);
  });

  it('shows why a whole link failed', async () => {
    answer(400, {
      statusCode: 400,
      code: 'INVALID_TOKEN',
      message: 'Este link é inválido ou já foi usado. Solicite um novo.',
    });
    openLink(`?token=${'a'.repeat(40)}`);
    expect(await screen.findByRole('alert')).toHaveTextContent(
      'Este link é inválido ou já foi usado. Solicite um novo.',
    );
  });
});
