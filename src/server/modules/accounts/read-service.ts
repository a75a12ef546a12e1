import type { FastifyRequest } from 'fastify';
import type { Db, Tx } from '../../db/client';
import { requestContext, type ServiceContext } from '../../shared/service-context';

/**
 * Runs a read-only service straight on the pool, without BEGIN/COMMIT: for hot read routes (the account page
 * is benchmarked) whose statements need no common snapshot (under READ COMMITTED a transaction would not give
 * them one anyway). The service must not write. The Db handle has the query API services use on a Tx.
 */
export async function runReadService<T>(db: Db, request: FastifyRequest, fn: (ctx: ServiceContext) => Promise<T>): Promise<T> {
  return fn(await requestContext(db as unknown as Tx, request));
}
