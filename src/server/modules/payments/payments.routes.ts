import { z } from 'zod';
import type { AppInstance } from '../../http';
import { runService } from '../../shared/service-context';
import { pagedSchema, pageQueryOf } from '../../shared/paged';
import { accountPayments, ACCOUNT_PAYMENTS_PAGE_SIZE, paymentPage } from './payment-queries';
import {
  accountPaymentSchema,
  paymentEndpointVersions,
  paymentInputSchema,
  paymentPageSchema,
  paymentUpdateInputSchema,
} from '../../../domain/payments/payment-contract';
import { recordPayment, updatePayment } from './payments.service';

const idParams = z.object({ id: z.coerce.number().int().positive() });
const booleanQuery = z.enum(['true', 'false']).transform((value) => value === 'true');

export async function paymentsRoutes(api: AppInstance): Promise<void> {
  for (const version of paymentEndpointVersions) {
    api.post(
      `/sapna/${version}/payment`,
      {
        schema: {
          tags: ['payments'],
          summary: `Record a payment against a milestone through ${version} (v2: mode of payment 10; v3: with a bank response id; v1 otherwise). PIN mandatory.`,
          body: paymentInputSchema,
          response: { 200: paymentPageSchema },
        },
      },
      async (request) => runService(api.db, request, (ctx) => recordPayment(ctx, version, request.body)),
    );
  }

  api.get(
    '/sapna/v1/payment-page/:id',
    {
      schema: {
        tags: ['payments'],
        summary: 'One payment with its milestone, termsheet, opportunity and account (breadcrumbs)',
        params: idParams,
        response: { 200: paymentPageSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => paymentPage(ctx, request.params.id)),
  );

  api.put(
    '/sapna/v1/payment/:id',
    {
      schema: {
        tags: ['payments'],
        summary: 'Update a pending payment: reference number, payment date, and send to RCM (?sendToRCM=true)',
        params: idParams,
        querystring: z.object({ sendToRCM: booleanQuery.optional() }),
        body: paymentUpdateInputSchema.default({}),
        response: { 200: paymentPageSchema },
      },
    },
    async (request) =>
      runService(api.db, request, (ctx) => updatePayment(ctx, request.params.id, { ...request.body, sendToRcm: request.query.sendToRCM })),
  );

  api.get(
    '/sapna/v3/payment/:accountId',
    {
      schema: {
        tags: ['payments'],
        summary: "An account's payments, newest first, optionally of one mode of payment",
        params: z.object({ accountId: z.coerce.number().int().positive() }),
        querystring: z.object({ modeId: z.coerce.number().int().optional(), ...pageQueryOf(ACCOUNT_PAYMENTS_PAGE_SIZE, 100) }),
        response: { 200: pagedSchema(accountPaymentSchema) },
      },
    },
    async (request) =>
      runService(api.db, request, (ctx) =>
        accountPayments(ctx, request.params.accountId, { modeId: request.query.modeId, page: request.query.page, size: request.query.size }),
      ),
  );
}
