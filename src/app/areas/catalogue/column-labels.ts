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
