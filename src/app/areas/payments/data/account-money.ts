import type { z } from 'zod';
import type { bucketInfoSchema, tdsRateSchema, unutilizedPaymentsSchema, walletAmountSchema } from '../../../../domain/payments/payment-money';
import type { PaymentStatusGroup } from '../../../../domain/payments/statuses';
import { paymentEndpoints } from '../../../../domain/payments/payments.endpoints';
import { call } from '../../../lib/api/call';
import { useResource, type Resource } from '../../../lib/data/use-resource';

type BucketInfo = z.infer<typeof bucketInfoSchema>;
type Unutilized = z.infer<typeof unutilizedPaymentsSchema>;

/**
 * One item's state (spec 001 §4: per-item async states are kept for the payment bucket per account and type and for
 * unutilized payments per account and mode): each item loads, succeeds or fails on its own, keyed by its own key.
 */
export function useBucketInfo(accountId: number, type: PaymentStatusGroup): Resource<BucketInfo> {
  return useResource(`bucket:${accountId}:${type}`, () => call(paymentEndpoints.bucketInfo, { query: { accountId, type }, notify: false }));
}

export function useUnutilizedPayments(accountId: number, modeId: number): Resource<Unutilized> {
  return useResource(`unutilized:${accountId}:${modeId}`, () => call(paymentEndpoints.unutilized, { query: { accountId, modeId }, notify: false }));
}

export function useWalletAmount(accountId: number): Resource<z.infer<typeof walletAmountSchema>> {
  return useResource(`wallet:${accountId}`, () => call(paymentEndpoints.wallet, { params: { accountId }, notify: false }));
}

export function useMilestoneTds(milestoneId: number): Resource<z.infer<typeof tdsRateSchema>> {
  return useResource(`tds:${milestoneId}`, () => call(paymentEndpoints.tdsRate, { query: { milestoneId }, notify: false }));
}
