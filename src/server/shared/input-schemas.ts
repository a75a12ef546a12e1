// The dropdown-id and required-text schemas live with the endpoint table's (domain/validation/input-schemas.ts).
export { idParams, optionalId, requiredId, requiredText } from '../../domain/validation/input-schemas';
