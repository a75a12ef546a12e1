// The one error shape (src/server/errors.ts) as a response schema: the domain's, which endpoints document too.
export { errorResponseSchema } from '../../../domain/endpoints/failures';
