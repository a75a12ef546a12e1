// The approval matrices (spec 001 §7): discount approving authorities (get-all-entries, update/add-entries,
// update/delete-entries, by clientTypeId; paths under /sapna/v1/discount-approving-authorities are ours) and
// GET/POST/DELETE /sapna/approving-designations with approvalType and domainId. Admin only ('people').
import { z } from 'zod';
import {
  approvingDesignationInputSchema,
  approvingDesignationsSchema,
  clientTypeIdField,
  discountLevelInputSchema,
  discountMatrixSchema,
  domainIdField,
  matrixApprovalTypeField,
  matrixChangeSchema,
} from '../../../domain/approvals/matrix-contract';
import type { AppInstance } from '../../http';
import { requiredId } from '../../shared/input-schemas';
import { errorResponses, security } from '../../shared/route-helpers';
import { runService } from '../../shared/service-context';
import {
  addApprovingDesignation,
  addDiscountLevel,
  approvingDesignationsOf,
  discountMatrix,
  removeApprovingDesignation,
  removeDiscountLevel,
} from './matrices.service';

const tags = ['approval matrices'];
const changed = { 200: matrixChangeSchema, ...errorResponses };
const base = '/sapna/v1/discount-approving-authorities';

export async function approvalMatricesRoutes(api: AppInstance): Promise<void> {
  api.get(
    `${base}/get-all-entries`,
    {
      schema: {
        tags,
        security,
        summary: 'Discount approval levels of a client type (the caller’s brand); the highest level approves, lower levels review',
        querystring: z.object({ clientTypeId: clientTypeIdField() }),
        response: { 200: discountMatrixSchema, ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => discountMatrix(ctx, request.query.clientTypeId)),
  );

  api.post(
    `${base}/update/add-entries`,
    {
      schema: {
        tags,
        security,
        summary: "Add a discount approval level: 'Discount approval level added successfully!'; a duplicate designation or level is 409",
        body: discountLevelInputSchema,
        response: changed,
      },
    },
    async (request) => runService(api.db, request, (ctx) => addDiscountLevel(ctx, request.body)),
  );

  api.delete(
    `${base}/update/delete-entries`,
    {
      schema: {
        tags,
        security,
        summary: "Remove a discount approval level: 'Discount approval level removed successfully!'",
        querystring: z.object({ clientTypeId: clientTypeIdField(), id: requiredId() }),
        response: changed,
      },
    },
    async (request) => runService(api.db, request, (ctx) => removeDiscountLevel(ctx, request.query.clientTypeId, request.query.id)),
  );

  api.get(
    '/sapna/approving-designations',
    {
      schema: {
        tags,
        security,
        summary: 'Approval levels of a kind (FreeTrial, Refund, LateCheckDeposition, PriceRestoration; ours: ExtendSlotDate, Payment, SlotSwap) for a domain (5)',
        querystring: z.object({ approvalType: matrixApprovalTypeField(), domainId: domainIdField() }),
        response: { 200: approvingDesignationsSchema, ...errorResponses },
      },
    },
    async (request) => runService(api.db, request, (ctx) => approvingDesignationsOf(ctx, request.query.approvalType, request.query.domainId)),
  );

  api.post(
    '/sapna/approving-designations',
    {
      schema: {
        tags,
        security,
        summary: "Add an approval level: 'Matrix level added successfully!'; a duplicate designation or level is 409",
        body: approvingDesignationInputSchema,
        response: changed,
      },
    },
    async (request) => runService(api.db, request, (ctx) => addApprovingDesignation(ctx, request.body)),
  );

  api.delete(
    '/sapna/approving-designations',
    {
      schema: {
        tags,
        security,
        summary: 'Remove an approval level',
        querystring: z.object({ id: requiredId(), approvalType: matrixApprovalTypeField(), domainId: domainIdField() }),
        response: changed,
      },
    },
    async (request) => runService(api.db, request, (ctx) => removeApprovingDesignation(ctx, request.query)),
  );
}

