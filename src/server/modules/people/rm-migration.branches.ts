import type { ServiceContext } from '../../shared/http/service-context';
import { branches } from './people.repo';

/** GET /mystique/v1/sales-branches. */
export async function salesBranchList(ctx: ServiceContext): Promise<{ id: number; name: string }[]> {
  return branches(ctx.tx);
}
