/** Ticket statuses (a new ticket is 1; the ticketing team moves it on). Names are ours. */
export const TICKET_STATUS_NAMES: Record<number, string> = { 1: 'Open', 2: 'In Progress', 3: 'Resolved', 4: 'Closed' };

export function ticketStatusName(statusId: number): string {
  return TICKET_STATUS_NAMES[statusId] ?? `Status ${statusId}`;
}
