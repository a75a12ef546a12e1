import { salesClosureEndpoints as endpoints } from '../../../domain/sales-closure/sales-closure.endpoints';
import { istDateOf } from '../../../domain/format/ist-calendar';
import type { AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import { closureYear, setClosureDate } from './sales-closure.service';

/** The sales-closure endpoints (domain/sales-closure/sales-closure.endpoints.ts). */
export async function salesClosureRoutes(api: AppInstance): Promise<void> {
  route(api, endpoints.year).service((ctx, { query }) => closureYear(ctx, query.year ?? Number(istDateOf(ctx.now).slice(0, 4))));
  route(api, endpoints.save).service((ctx, { body }) => setClosureDate(ctx, body));
}
