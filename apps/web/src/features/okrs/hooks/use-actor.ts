import type { Actor } from '@rumo/shared/objectives/permissions';
import { useMemo } from 'react';
import { useSession } from '../../../lib/session-store';

/** The signed-in user as the permission rules of objectives/permissions.ts see them. */
export function useActor(): Actor {
  const { user } = useSession();
  return useMemo(
    () => ({ id: user.id, role: user.role, teamId: user.id_team }),
    [user.id, user.role, user.id_team],
  );
}
