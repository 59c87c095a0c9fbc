import { fireEvent, screen } from '@testing-library/react';
import { afterEach, describe, expect, it, vi } from 'vitest';
import { renderWithProviders } from '../test/render';
import { avatarColor } from './avatar-colors';
import { UserAvatar } from './user-avatar';

describe('UserAvatar', () => {
  afterEach(() => vi.restoreAllMocks());

  it('shows the initials on a colour derived from the name when there is no avatar', () => {
    renderWithProviders(
      <>
        <UserAvatar avatar={null} name="Ana Souza" />
        <UserAvatar avatar={null} name="Bruno Lima" />
      </>,
    );
    const [ana, bruno] = screen.getAllByTestId('avatar-fallback');
    expect(ana).toHaveTextContent('AS');
    expect(bruno).toHaveTextContent('BL');
    expect(screen.queryByRole('img', { name: 'Ana Souza' })).toBeNull();
    const background = (element: HTMLElement | undefined) =>
      element?.closest('.mantine-Avatar-root')?.getAttribute('style') ?? '';
    expect(background(ana)).toContain(avatarColor('Ana Souza'));
    expect(background(bruno)).toContain(avatarColor('Bruno Lima'));
    expect(avatarColor('Ana Souza')).not.toBe(avatarColor('Bruno Lima'));
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
