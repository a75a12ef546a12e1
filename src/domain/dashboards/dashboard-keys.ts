/**
 * The dashboards' types and tile keys alone (tiles.ts holds the rest): the app's route table checks `list/{keyName}`
 * and the URL search with them, and the route table is in the first screen's JavaScript, so this file imports nothing.
 */
export const DASHBOARD_TYPES = ['owner', 'broker', 'builder', 'tenant'] as const;
export type DashboardType = (typeof DASHBOARD_TYPES)[number];

export function isDashboardType(value: string): value is DashboardType {
  return (DASHBOARD_TYPES as readonly string[]).includes(value);
}

export const TILE_KEYS = [
  'followup',
  'renewal',
  'closed',
  'housing-product',
  'sales-connect',
  'pending-termsheet',
  'payment-approved',
  'payment-rejected',
  'payment-pending',
  'discount-approvals',
] as const;
export type TileKey = (typeof TILE_KEYS)[number];

export function isTileKey(value: string): value is TileKey {
  return (TILE_KEYS as readonly string[]).includes(value);
}
