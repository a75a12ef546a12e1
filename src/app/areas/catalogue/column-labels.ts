/**
 * The catalogue's column labels, one place for the area (issue 51): the spec's field names (spec 001 §3 lists
 * the package table by them: packageFamilyName, ratePrice, …) shown as words.
 */
export const PACKAGE_COLUMN_LABELS = {
  id: 'ID',
  packageFamilyName: 'Package family',
  packageName: 'Package',
  ratePrice: 'Rate price',
  salesPrice: 'Sales price',
  discount: 'Discount',
  validity: 'Promoted days / validity',
  quantity: 'Quantity',
  cityName: 'City',
  packageHasNpProduct: 'Has NP product',
} as const;

/** Product Config's fields (the API's names: ppQuantity, ppCityUUID, …), for its table and its dialog alike. */
export const PRODUCT_CONFIG_LABELS = {
  id: 'ID',
  packageProductMappingId: 'Product',
  ppQuantity: 'Quantity',
  ppPromotedDays: 'Promoted days',
  ppCityUUID: 'City',
  ppHSR: 'Subscription region',
} as const;
