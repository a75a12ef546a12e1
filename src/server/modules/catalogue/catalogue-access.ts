import { canWriteCatalogue, type CatalogueWrite } from '../../../domain/catalogue/catalogue-permissions';
import { forbidden } from '../../errors';
import type { ServiceContext } from '../../shared/http/service-context';

/** Refuses a write from a user without the capability (read-only users never hold it). */
export function assertCatalogueWrite(ctx: ServiceContext, what: CatalogueWrite = 'catalogue'): void {
  if (!canWriteCatalogue(ctx.user, what)) throw forbidden();
}
