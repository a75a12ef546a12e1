import {
  TILE_PAGE_SIZE,
  type Dashboard,
  type DashboardType,
  type Leaderboard,
  type PaymentLinkAggregate,
  type PerformanceTrend,
  type TileKey,
  type TileRow,
} from '../../../../domain/dashboards/tiles';
import type { Paged } from '../../../../domain/paging/paged';
import { dashboardEndpoints as endpoints } from '../../../../domain/dashboards/dashboards.endpoints';
import { call } from '../../../lib/api/call';
import { useResource, type Resource } from '../../../lib/data/use-resource';

export { tileListSearchSchema, type TileListSearch } from './dashboard-search';

/** GET /api/sapna/v1/dashboard/{type}: the tile counts (nothing is asked offline). */
export function useDashboard(type: DashboardType, online: boolean): Resource<Dashboard> {
  return useResource(online ? `dashboard:${type}` : null, () => call(endpoints.dashboard, { params: { type }, notify: false }));
}

export function useTileList(type: DashboardType, key: TileKey, pageIndex: number, search: string, online: boolean): Resource<Paged<TileRow>> {
  const query = { page: String(pageIndex), size: String(TILE_PAGE_SIZE), ...(search ? { key: search } : {}) };
  return useResource(
    online ? `tile:${type}:${key}:${JSON.stringify(query)}` : null,
    () => call(endpoints.tileList, { params: { type, keyName: key }, query, notify: false }),
    { keepPrevious: true },
  );
}

export function useLeaderboard(type: DashboardType, online: boolean): Resource<Leaderboard> {
  return useResource(online ? `leaderboard:${type}` : null, () => call(endpoints.leaderboard, { query: { type }, notify: false }));
}

/** Performance calls time out at 120 s (spec 000 §9). */
export function usePerformanceTrend(type: DashboardType, online: boolean): Resource<PerformanceTrend> {
  return useResource(online ? `trend:${type}` : null, () =>
    call(endpoints.performanceTrends, { query: { type }, notify: false, timeout: 'performance' }),
  );
}

export function usePaymentLinks(type: DashboardType, online: boolean): Resource<PaymentLinkAggregate> {
  return useResource(online ? `payment-links:${type}` : null, () => call(endpoints.paymentLinkAggregate, { query: { type }, notify: false }));
}
