import type { accountEndpoints as AccountEndpoints } from '../../../../domain/accounts/accounts.endpoints';

/**
 * The account endpoints for the my-accounts screen, loaded when it first asks the server: their schemas (and zod's
 * API) stay off the screen's start, which offline reads the device's copy and asks nothing (issue 10). The browser
 * loads the module once, however often it is asked for.
 */
export const loadAccountEndpoints = (): Promise<typeof AccountEndpoints> => import('../../../../domain/accounts/accounts.endpoints').then((m) => m.accountEndpoints);
