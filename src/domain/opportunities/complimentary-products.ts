import { z } from 'zod';
import { can, type Principal } from '../auth/capabilities';
import { MANAGER_ROLES, ROLES, hasAnyRole, isReadOnly } from '../auth/roles';

/**
 * Complimentary products on an opportunity (spec 001 §5: adding them requires permission, 'You are not authorized
 * to add Complimentary Products.' / '...to view Complimentary Products.'). Who holds the permission is ours
 * (PERMISSIONS.md leaves it open), read from the capability table:
 *   - add and deactivate: sales managers of either brand and Admin (a product given free is a manager's concession);
 *   - view: whoever may add, the sellers, finance, and the read-only roles (RCM_USER, Ticketing), in scope;
 *     content-only users (ad-product content) do not see a deal's commercial terms.
 * The product must be one the catalogue lists as complimentary to the package (complementary-products).
 */
export function canAddComplimentaryProducts(user: Principal): boolean {
  if (isReadOnly(user.roles) || !can(user, 'sell')) return false;
  return hasAnyRole(user.roles, [...MANAGER_ROLES, ROLES.ADMIN.name]);
}

export function canViewComplimentaryProducts(user: Principal): boolean {
  if (canAddComplimentaryProducts(user) || can(user, 'sell') || can(user, 'finance')) return true;
  return isReadOnly(user.roles) && can(user, 'readSales');
}

export const complimentaryProductSchema = z.object({
  id: z.number().int(),
  opportunityId: z.number().int(),
  opportunityPackageMappingId: z.number().int(),
  packageName: z.string().nullable(),
  productId: z.number().int(),
  productName: z.string().nullable(),
  active: z.boolean(),
  addedBy: z.string().nullable(),
  createdAt: z.string(),
  deactivatedAt: z.string().nullable(),
});
export type ComplimentaryProduct = z.infer<typeof complimentaryProductSchema>;

/** What may still be added: per package mapping, the catalogue's complimentary products not active on it. */
export const complimentaryOptionSchema = z.object({
  opportunityPackageMappingId: z.number().int(),
  packageName: z.string().nullable(),
  products: z.array(z.object({ productId: z.number().int(), productName: z.string() })),
});

export const complimentaryProductsAnswerSchema = z.object({
  results: z.array(complimentaryProductSchema),
  options: z.array(complimentaryOptionSchema),
  canAdd: z.boolean(),
});
export type ComplimentaryProductsAnswer = z.infer<typeof complimentaryProductsAnswerSchema>;

const id = (message: string) => z.number({ error: message }).int(message).positive(message).max(2_147_483_647, message);
export const addComplimentaryInputSchema = z.object({
  opportunityPackageMappingId: id('Please select a package.'),
  productId: id('Please select a complimentary product.'),
});
export type AddComplimentaryInput = z.infer<typeof addComplimentaryInputSchema>;

export const COMPLIMENTARY_MESSAGES = {
  added: 'Complimentary product added',
  deactivated: 'Complimentary product deactivated',
  notComplimentary: 'This product is not complimentary to this package.',
  alreadyActive: 'This complimentary product is already on this package.',
  alreadyInactive: 'This complimentary product is already deactivated.',
  notFound: 'Complimentary product not found.',
} as const;
