import { Link } from '@tanstack/react-router';
import type { ReactNode } from 'react';
import { useSignedInUser } from '../../lib/session/use-session';
import { buttonClasses } from '../button-classes';

/** A slot list's header action (site takeovers, microsites, virtual tours): "Create slot" for sellers, nothing for the rest. */
export function useCreateSlotAction(to: string): ReactNode {
  const user = useSignedInUser();
  return (
    user.capabilities.includes('sell') && (
      <Link to={to} className={buttonClasses('primary')}>
        Create slot
      </Link>
    )
  );
}
