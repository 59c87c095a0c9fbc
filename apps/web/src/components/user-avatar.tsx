import { Avatar, type MantineSize } from '@mantine/core';
import { useState } from 'react';
import { resolveStaticUrl } from '../lib/static-url';
import { avatarColor, initialsOf } from './avatar-colors';

interface UserAvatarProps {
  /** Absolute URL or a relative static path such as `avatars/<uuid>.png`. */
  avatar: string | null | undefined;
  name: string;
  size?: MantineSize | number;
}

/**
 * The user's picture, or their initials on a colour derived from the name when there is none or
 * it fails to load, so people without a photo still look different from each other.
 * The failure is remembered per URL, so a new avatar URL gets a fresh attempt.
 */
export function UserAvatar({ avatar, name, size = 'md' }: UserAvatarProps) {
  const url = resolveStaticUrl(avatar);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = url !== null && url !== failedUrl;

  return (
    <Avatar
      src={showImage ? url : null}
      alt={name}
      size={size}
      variant="filled"
      color={avatarColor(name)}
      autoContrast={false}
      styles={{ placeholder: { color: '#fff' } }}
      imageProps={{
        onError: () => {
          console.error('Erro ao carregar avatar do usuário', url);
          setFailedUrl(url);
        },
      }}
    >
      {/* Decorative: the name is written beside the avatar wherever it appears. */}
      <span aria-hidden data-testid="avatar-fallback">
        {initialsOf(name)}
      </span>
    </Avatar>
  );
}
