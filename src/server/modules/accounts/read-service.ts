// The hot read routes run without a transaction: see runReadService (shared/service-context.ts).
export { runReadService } from '../../shared/service-context';
