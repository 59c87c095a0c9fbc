import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { UserAvatar } from './user-avatar';

describe('UserAvatar', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the icon when there is no avatar', () => {
    renderWithProviders(<UserAvatar avatar={null} name="Ana" />);
    expect(screen.getByTestId('avatar-fallback')).toBeInTheDocument();
    expect(screen.queryByRole('img', { name: 'Ana' })).toBeNull();
  });

  it('falls back to the icon when the image fails, and retries when the URL changes', () => {
    const error = vi.spyOn(console, 'error').mockImplementation(() => {});
    const { rerender } = renderWithProviders(<UserAvatar avatar="avatars/old.png" name="Ana" />);
    const image = screen.getByRole('img', { name: 'Ana' });
    expect(image).toHaveAttribute('src', `${window.location.origin}/static/avatars/old.png`);

    fireEvent.error(image);
    expect(screen.queryByRole('img', { name: 'Ana' })).toBeNull();
    expect(screen.getByTestId('avatar-fallback')).toBeInTheDocument();
    expect(error).toHaveBeenCalledWith('Erro ao carregar avatar do usuário', expect.any(String));

    rerender(<UserAvatar avatar="avatars/new.png" name="Ana" />);
    expect(screen.getByRole('img', { name: 'Ana' })).toHaveAttribute(
      'src',
      `${window.location.origin}/static/avatars/new.png`,
    );
  });
});
