import { approvalMatrixEndpoints as endpoints } from '../../../domain/approvals/approvals.endpoints';
import type { AppInstance } from '../../http';
import { route } from '../../shared/http/endpoint-route';
import {
  addApprovingDesignation,
  addDiscountLevel,
  approvingDesignationsOf,
  discountMatrix,
  removeApprovingDesignation,
  removeDiscountLevel,
} from './matrices.service';

/** The approval matrices' endpoints (domain/approvals/approvals.endpoints.ts, approvalMatrixEndpoints). */
export async function approvalMatricesRoutes(api: AppInstance): Promise<void> {
  route(api, endpoints.discountMatrix).service((ctx, { query }) => discountMatrix(ctx, query.clientTypeId));
  route(api, endpoints.addDiscountLevel).service((ctx, { body }) => addDiscountLevel(ctx, body));
  route(api, endpoints.removeDiscountLevel).service((ctx, { query }) => removeDiscountLevel(ctx, query.clientTypeId, query.id));
  route(api, endpoints.designations).service((ctx, { query }) => approvingDesignationsOf(ctx, query.approvalType, query.domainId));
  route(api, endpoints.addDesignation).service((ctx, { body }) => addApprovingDesignation(ctx, body));
  route(api, endpoints.removeDesignation).service((ctx, { query }) => removeApprovingDesignation(ctx, query));
}
