// The request-schema pieces live with the endpoint table's schemas (domain/endpoints/input-schemas.ts).
export { idParams, optionalId, requiredId, requiredText } from '../../../domain/endpoints/input-schemas';
