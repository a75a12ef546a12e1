import { ROLES } from '../../../domain/auth/roles';

/**
 * Telesales agents toggle themselves online or offline (spec 000 §4, 002 §6). The spec names the telesales
 * agents (brokers, builders, owners, tenants) but not the role list: these are ours.
 */
export const TELESALES_AGENT_ROLES: readonly string[] = [
  ROLES.HOUSING_OWNER_AGENT.name,
  ROLES.BROKER_TELE_SALES.name,
  ROLES.BUILDER_TELE_SALES.name,
  ROLES.TENANT_MONETIZATION_AGENT.name,
  ROLES.PHOENIX_AGENT.name,
  ROLES.PHOENIX_FIELD_AGENT.name,
];

export function isTelesalesAgent(roles: readonly string[], readOnly: boolean): boolean {
  return !readOnly && roles.some((role) => TELESALES_AGENT_ROLES.includes(role));
}
