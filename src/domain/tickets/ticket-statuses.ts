import { statusTableByKey } from '../format/status-table';

/**
 * Ticket statuses and the moves between them (issue 52). The spec fixes only that a new ticket is status 1 (spec
 * 000 §3: status id fixed at 1 on create) and that the ticketing team works them; the names and the moves are ours:
 *
 *   1 Open ──► 2 In Progress ──► 3 Resolved ──► 4 Closed
 *      └──────────► 4 Closed ◄──────┘     3 Resolved ──► 2 In Progress (reopened: the fix did not hold)
 *
 * Closed is final. Only the Ticketing role moves a ticket (capability 'workTickets'); the server refuses any other
 * move with 409 and ticketMoveRefusal's message.
 */
export const TICKET_STATUS = statusTableByKey({ OPEN: [1, 'Open'], IN_PROGRESS: [2, 'In Progress'], RESOLVED: [3, 'Resolved'], CLOSED: [4, 'Closed'] });
export const TICKET_STATUSES = TICKET_STATUS.key;
export type TicketStatusId = (typeof TICKET_STATUS.ids)[number];

/** Where a ticket may move from each status. */
export const TICKET_TRANSITIONS: Readonly<Record<TicketStatusId, readonly TicketStatusId[]>> = {
  1: [2, 4],
  2: [3, 4],
  3: [4, 2],
  4: [],
};

export const ticketStatusName = TICKET_STATUS.name;

/** The statuses a ticket in `statusId` may move to (none for an unknown status). */
export function nextTicketStatuses(statusId: number): readonly TicketStatusId[] {
  return TICKET_TRANSITIONS[statusId as TicketStatusId] ?? [];
}

export function canMoveTicket(from: number, to: number): boolean {
  return nextTicketStatuses(from).includes(to as TicketStatusId);
}

/** The 409's message for a move the table does not allow. */
export function ticketMoveRefusal(from: number, to: number): string {
  if (from === to) return `The ticket is already ${ticketStatusName(from)}.`;
  if (nextTicketStatuses(from).length === 0) return `A ${ticketStatusName(from)} ticket cannot be moved.`;
  return `A ticket cannot move from ${ticketStatusName(from)} to ${ticketStatusName(to)}.`;
}

/** The console's page of a ticket (issue 52): the list's key and the create answer's site_link open it. */
export function ticketPagePath(ticketId: number): string {
  return `/ticket/${ticketId}`;
}
