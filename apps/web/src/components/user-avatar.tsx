import { Avatar, type MantineSize, useMantineTheme } from '@mantine/core';
import { IconUser } from '@tabler/icons-react';
import { useState } from 'react';
import { resolveStaticUrl } from '../lib/static-url';

interface UserAvatarProps {
  /** Absolute URL or a relative static path such as `avatars/<uuid>.png`. */
  avatar: string | null | undefined;
  name: string;
  size?: MantineSize | number;
}

/**
 * The user's picture, or a user icon when there is none or it fails to load (spec §2).
 * The failure is remembered per URL, so a new avatar URL gets a fresh attempt.
 */
export function UserAvatar({ avatar, name, size = 'md' }: UserAvatarProps) {
  const { primaryColor } = useMantineTheme();
  const url = resolveStaticUrl(avatar);
  const [failedUrl, setFailedUrl] = useState<string | null>(null);
  const showImage = url !== null && url !== failedUrl;

  return (
    <Avatar
      src={showImage ? url : null}
      alt={name}
      size={size}
      color={primaryColor}
      variant="light"
      imageProps={{
        onError: () => {
          console.error('Erro ao carregar avatar do usuário', url);
          setFailedUrl(url);
        },
      }}
    >
      <IconUser
        size="60%"
        stroke={1.75}
        aria-label="Usuário sem foto"
        data-testid="avatar-fallback"
      />
    </Avatar>
  );
}
