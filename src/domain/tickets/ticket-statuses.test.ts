import { describe, expect, it } from 'vitest';
import { canMoveTicket, nextTicketStatuses, ticketMoveRefusal, TICKET_STATUS } from './ticket-statuses';

describe('ticket moves', () => {
  it('goes Open → In Progress → Resolved → Closed, closes from any open state, reopens Resolved; Closed is final', () => {
    const allowed = TICKET_STATUS.ids.flatMap((from) => TICKET_STATUS.ids.filter((to) => canMoveTicket(from, to)).map((to) => `${from}→${to}`));
    expect(allowed).toEqual(['1→2', '1→4', '2→3', '2→4', '3→2', '3→4']);
    expect(nextTicketStatuses(4)).toEqual([]);
    expect(nextTicketStatuses(99)).toEqual([]);
  });

  it('says why a move is refused', () => {
    expect(ticketMoveRefusal(1, 3)).toBe('A ticket cannot move from Open to Resolved.');
    expect(ticketMoveRefusal(2, 2)).toBe('The ticket is already In Progress.');
    expect(ticketMoveRefusal(4, 1)).toBe('A Closed ticket cannot be moved.');
  });
});
