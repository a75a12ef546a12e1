// Type-ahead pickers (issue 51), declared in domain/pickers/pickers.endpoints.ts.
import type { AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import { pickerEndpoints as endpoints } from '../../../domain/pickers/pickers.endpoints';
import { suggest } from './suggest.service';

export async function suggestRoutes(api: AppInstance): Promise<void> {
  route(api, endpoints.suggest).service((ctx, { params, query }) => suggest(ctx, params.kind, query));
}
