/**
 * The supplier printed on invoices, per brand (a deployment setting, ARCHITECTURE.md "Two brands"). The spec does
 * not show the company's registration; these are demo particulars, in one place to replace in production.
 */
export type Supplier = { name: string; gstin: string; stateCode: string; address: string; pan: string };

export const SUPPLIERS: Record<'housing' | 'makaan', Supplier> = {
  housing: {
    name: 'Housing Marketplace Pvt Ltd',
    gstin: '27AABCH1234K1ZR',
    stateCode: '27',
    address: '9th Floor, Tower B, Lower Parel, Mumbai 400013, Maharashtra',
    pan: 'AABCH1234K',
  },
  makaan: {
    name: 'Makaan Property Services Pvt Ltd',
    gstin: '07AACCM5678L1ZX',
    stateCode: '07',
    address: '3rd Floor, Connaught Place, New Delhi 110001, Delhi',
    pan: 'AACCM5678L',
  },
};

/** SAC of what is sold: internet advertising space (listing visibility and ad packages). */
export const INVOICE_SAC = '998365';
/** Advertising services are not under reverse charge (CGST Rule 46(p) still asks for the flag). */
export const REVERSE_CHARGE = false;
