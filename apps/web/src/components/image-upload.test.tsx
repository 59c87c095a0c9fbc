import { useMutation } from '@tanstack/react-query';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { beforeEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { ImageUpload } from './image-upload';

const send = vi.fn<(file: File) => Promise<void>>();

function Harness() {
  const upload = useMutation({ mutationFn: send });
  return (
    <ImageUpload
      upload={upload}
      inputLabel="Arquivo"
      chooseLabel="Escolher"
      sendLabel="Enviar"
      successToast={{ severity: 'success', summary: 'Enviado' }}
      renderPreview={(url) => <span>{url ?? 'sem prévia'}</span>}
      idleAction={<button type="button">Remover</button>}
    />
  );
}

const png = new File([new Uint8Array(10)], 'a.png', { type: 'image/png' });

describe('ImageUpload', () => {
  beforeEach(() => {
    send.mockReset();
    // jsdom has no blob URLs; each test file runs in its own environment.
    URL.createObjectURL = vi.fn(() => 'blob:preview');
    URL.revokeObjectURL = vi.fn();
  });

  it('rejects a file outside the API rules before sending', async () => {
    const user = userEvent.setup({ applyAccept: false });
    renderWithProviders(<Harness />);
    await user.upload(
      screen.getByLabelText('Arquivo'),
      new File(['x'], 'a.gif', { type: 'image/gif' }),
    );
    expect(screen.getByRole('alert')).toHaveTextContent('Envie uma imagem PNG, JPEG ou WebP.');
    expect(screen.queryByRole('button', { name: 'Enviar' })).toBeNull();
  });

  it('previews and sends a valid file, then goes back to the idle state', async () => {
    send.mockResolvedValue();
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.upload(screen.getByLabelText('Arquivo'), png);
    expect(await screen.findByText('blob:preview')).toBeInTheDocument();
    expect(screen.queryByRole('button', { name: 'Remover' })).toBeNull();
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(send.mock.calls[0]?.[0]).toBe(png);
    expect(await screen.findByText('sem prévia')).toBeInTheDocument();
    expect(screen.getByRole('button', { name: 'Remover' })).toBeInTheDocument();
  });

  it("shows the API's message when sending fails and clears it on the next pick", async () => {
    send.mockRejectedValue(new Error('Falhou no servidor'));
    const user = userEvent.setup();
    renderWithProviders(<Harness />);
    await user.upload(screen.getByLabelText('Arquivo'), png);
    await user.click(screen.getByRole('button', { name: 'Enviar' }));
    expect(await screen.findByRole('alert')).toBeInTheDocument();
    await user.upload(screen.getByLabelText('Arquivo'), png);
    expect(screen.queryByRole('alert')).toBeNull();
  });
});
