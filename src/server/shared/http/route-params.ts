// The endpoint table's parameter schemas (domain/endpoints/params.ts), for the routes not declared there yet.
export { idParam, pageParam } from '../../../domain/endpoints/params';
