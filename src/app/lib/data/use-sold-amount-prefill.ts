// Shared by the slot forms of several areas (audience maximizer, site takeover, virtual tour).
import { useEffect, useEffectEvent } from 'react';
import { adProductEndpoints } from '../../../domain/ad-products/ad-products.endpoints';
import { call } from '../api/call';

/**
 * Prefills a slot form's blank amount with its sold package mapping's (issue 50: amounts default from the mapping;
 * the server fills a blank one the same way). Asks once the opportunity id has settled; a deal without the product
 * leaves the field blank (the save answers why).
 */
export function useSoldAmountPrefill(productId: number, opportunityId: string, amount: string, setAmount: (value: string) => void, mappingId = ''): void {
  const fill = useEffectEvent((value: number) => setAmount(String(value)));
  const blank = (amount ?? '').trim() === '';
  useEffect(() => {
    const id = Number(opportunityId);
    if (!blank || !Number.isInteger(id) || id <= 0) return;
    const controller = new AbortController();
    const timer = setTimeout(() => {
      const mapping = (mappingId ?? '').trim();
      const query = { opportunityId: id, productId, ...(mapping ? { opportunityPackageMappingId: mapping } : {}) };
      call(adProductEndpoints.soldAmount, { query, signal: controller.signal }).then(
        (sold) => fill(sold.amount),
        () => undefined,
      );
    }, 400);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [productId, opportunityId, mappingId, blank]);
}
