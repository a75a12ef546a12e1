import { termsheetEndpoints } from '../../../../domain/termsheets/termsheets.endpoints';
import { call } from '../../../lib/api/call';
import { useMirrorResource, type MirrorResource } from '../../../lib/data/use-mirror-resource';
import { useSignedInUser } from '../../../lib/session/use-session';
import { mirrorTermsheetPage, type MirrorMilestonesOf } from '../offline/queries';
import type { TermsheetPage } from './termsheet-types';

/**
 * GET /api/sapna/v3/termsheet-page/{id}: legal entity with addresses, packages, milestones with payments and
 * refunds; from the device's mirror when the termsheet is there (termsheets are read-only on the device, and an
 * agent reads them offline), the milestones composed by `milestonesOf` (the milestones area's mirror answer).
 */
export function useTermsheetPage<Milestone, Payment>(termsheetId: number, milestonesOf: MirrorMilestonesOf<Milestone, Payment>): MirrorResource<TermsheetPage<Milestone, Payment>> {
  const viewer = useSignedInUser();
  return useMirrorResource(
    `termsheet:${termsheetId}`,
    (db) => mirrorTermsheetPage(db, termsheetId, viewer, milestonesOf),
    () => call(termsheetEndpoints.page, { params: { id: termsheetId }, notify: false }) as Promise<TermsheetPage<Milestone, Payment>>,
  );
}
