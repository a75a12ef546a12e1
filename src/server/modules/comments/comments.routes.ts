import type { AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import { commentEndpoints as endpoints } from '../../../domain/comments/comments.endpoints';
import { addComment, searchComments } from './comments.service';

/** The comment endpoints (domain/comments/comments.endpoints.ts). */
export async function commentsRoutes(api: AppInstance): Promise<void> {
  route(api, endpoints.add).service((ctx, { body }) => addComment(ctx, body));
  route(api, endpoints.search).service((ctx, { query }) => searchComments(ctx, query));
}
