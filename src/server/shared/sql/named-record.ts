// Records a request names (issue 56): every id in the path, the query or the body is checked for existence, brand
// and the caller's scope before anything else is read or decided, and "does not exist" and "not yours" answer with
// the same 404, so an answer never tells whether a record the caller may not see exists (route-scope.walk.test.ts
// walks every route naming an id in its path or query, route-scope-body.walk.test.ts every id a body names).
import { ApiError, notFound } from '../../errors';

/**
 * A lookup through another record (a mapping through its opportunity, a slot through its deal) whose own 404
 * would name that other record: answered with the named record's 404 instead, so a foreign id reads as a missing one.
 */
export async function asNamedRecord<T>(lookup: Promise<T>, message: string): Promise<T> {
  try {
    return await lookup;
  } catch (error) {
    if (error instanceof ApiError && error.status === 404) throw notFound(message);
    throw error;
  }
}
