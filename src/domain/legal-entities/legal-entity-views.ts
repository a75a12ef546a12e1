// A legal entity as the legal-entity routes answer it (shared by the server's presenter and the console).

/** An address as the server answers it; null on a legal entity when missing ('Not available'). */
export type AddressView = { addressId: number; address: string; cityId: number | null; pincode: string };

/** A legal entity with its billing and shipping addresses (GET /sapna/v2/account-legal-entity/account/{id}). */
export type LegalEntity = {
  id: number;
  accountId: number;
  legalName: string;
  pan: string | null;
  tan: string | null;
  gst: string | null;
  unregisteredCustomer: boolean;
  cinNumber: string | null;
  reraId: string | null;
  aadharNumber: string | null;
  active: boolean;
  /** null when missing: the account page shows 'Not available'. */
  billingAddress: AddressView | null;
  shippingAddress: AddressView | null;
  version: number;
  createdAt: string;
  updatedAt: string;
};
