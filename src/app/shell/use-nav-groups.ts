import { useMemo } from 'react';
import { useRouter } from '@tanstack/react-router';
import type { Capability } from '../../domain/auth/capabilities';
import { builtRoutePaths, navGroupsFor, type NavGroup } from './nav-groups';

/** The signed-in user's menu, from their capabilities and the routes this build has. */
export function useNavGroups(capabilities: readonly Capability[]): NavGroup[] {
  const router = useRouter();
  return useMemo(() => navGroupsFor(capabilities, builtRoutePaths(router.routesByPath)), [router, capabilities]);
}
