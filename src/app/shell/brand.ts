import { BRANDS, platformForDomainId } from '../../domain/reference/brand';

/** The product name and colour before anyone signs in: neutral, since one build serves both brands. */
export const NEUTRAL_BRAND = { name: 'Sales Console', colour: '#334155' } as const;

export type ShellBrand = { name: string; colour: string };

/** After sign-in the user's domain (Housing 5, Makaan 1) names and colours the console. */
export function shellBrandFor(domainId: number | null | undefined): ShellBrand {
  const platform = domainId === null || domainId === undefined ? undefined : platformForDomainId(domainId);
  if (!platform) return NEUTRAL_BRAND;
  const brand = BRANDS[platform];
  return { name: `${brand.displayName} ${NEUTRAL_BRAND.name}`, colour: brand.themeColour };
}
