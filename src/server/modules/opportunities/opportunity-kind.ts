import type { OpportunityKind } from '../../../domain/opportunities/statuses';
import { CLIENT_TYPES } from '../../../domain/reference/ids';

/**
 * The kind a new opportunity takes when the caller does not say (our decision): a Builder account's opportunities
 * are builder opportunities, a Broker's broker, an Owner's owner; financial institutions, marketing agencies and
 * anything else are general. Tenant opportunities exist only when asked for explicitly (kind: 'tenant').
 */
export function defaultKindForClientType(clientTypeId: number): OpportunityKind {
  switch (clientTypeId) {
    case CLIENT_TYPES.BUILDER:
      return 'builder';
    case CLIENT_TYPES.BROKER:
      return 'broker';
    case CLIENT_TYPES.OWNER:
      return 'owner';
    default:
      return 'general';
  }
}
