import { createHash } from 'node:crypto';
import { inArray } from 'drizzle-orm';
import type { Db } from '../../db/client';
import { erpReceipts } from '../../db/schema/index';
import type { ErpEntityKind } from '../../../domain/erp/erp-schema';

/**
 * The ERP edge (we do not own the ERP): `push(records) → acknowledgements`. Each record carries its idempotency
 * key; a connector acknowledges a key at most once, and answers a key it already took with the same
 * acknowledgement (so a resend after a crash between send and record is not a second delivery).
 */
export type ErpOutboundRecord = { idempotencyKey: string; entityKind: ErpEntityKind; entityId: number; eventKind: string; payload: unknown };
export type ErpAcknowledgement = { idempotencyKey: string; acknowledgement: string };

export interface ErpConnector {
  readonly kind: 'ledger' | 'http';
  push(records: readonly ErpOutboundRecord[]): Promise<ErpAcknowledgement[]>;
}

/**
 * The default: a local ledger. It records what would be sent (erp_receipts, one row per idempotency key) and
 * acknowledges with the receipt's id; a key seen before gets its first acknowledgement back.
 */
export function ledgerErpConnector(db: Db): ErpConnector {
  return {
    kind: 'ledger',
    async push(records) {
      if (records.length === 0) return [];
      const keys = records.map((r) => r.idempotencyKey);
      return db.transaction(async (tx) => {
        await tx
          .insert(erpReceipts)
          .values(keys.map((key) => ({ idempotencyKey: key, acknowledgement: `LEDGER-${createHash('sha256').update(key).digest('hex').slice(0, 12).toUpperCase()}` })))
          .onConflictDoNothing();
        const rows = await tx.select().from(erpReceipts).where(inArray(erpReceipts.idempotencyKey, keys));
        return rows.map((r) => ({ idempotencyKey: r.idempotencyKey, acknowledgement: r.acknowledgement }));
      });
    },
  };
}

/**
 * A NetSuite-shaped HTTP endpoint (ERP_URL, bearer ERP_TOKEN): POST { records } with an Idempotency-Key header per
 * batch; the answer is { acknowledgements: [{ idempotencyKey, id }] }. Anything else is a failure (retried).
 */
export function httpErpConnector(url: string, token: string | undefined, timeoutMs = 30_000): ErpConnector {
  return {
    kind: 'http',
    async push(records) {
      if (records.length === 0) return [];
      const res = await fetch(url, {
        method: 'POST',
        headers: {
          'content-type': 'application/json',
          'idempotency-key': records.map((r) => r.idempotencyKey).join(','),
          ...(token ? { authorization: `Bearer ${token}` } : {}),
        },
        body: JSON.stringify({ records }),
        signal: AbortSignal.timeout(timeoutMs),
      });
      const text = await res.text();
      if (!res.ok) throw new Error(`ERP answered ${res.status}: ${text.slice(0, 300)}`);
      let body: unknown;
      try {
        body = JSON.parse(text);
      } catch {
        throw new Error(`ERP answered ${res.status} without JSON: ${text.slice(0, 300)}`);
      }
      const acks = (body as { acknowledgements?: unknown }).acknowledgements;
      if (!Array.isArray(acks)) throw new Error('ERP answer has no acknowledgements');
      return acks
        .filter((a): a is { idempotencyKey: string; id: string | number } => typeof a === 'object' && a !== null && typeof (a as { idempotencyKey?: unknown }).idempotencyKey === 'string')
        .map((a) => ({ idempotencyKey: a.idempotencyKey, acknowledgement: String(a.id) }));
    },
  };
}
