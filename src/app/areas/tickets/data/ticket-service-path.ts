import { platformForDomainId, ticketServicePath } from '../../../../domain/reference/brand';

/** '/housingTickets/api/v1/ticket/...' or '/makaanTickets/...': the ticket service of the user's brand. */
export function ticketPath(domainId: number, path: string): string {
  return ticketServicePath(platformForDomainId(domainId) ?? 'housing', `/api/v1/ticket${path}`);
}
