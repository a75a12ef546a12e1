// Each brand's ticket paths, spelled in full, live with the endpoint table (domain/tickets/ticket-paths.ts).
export { TICKET_PATHS as TICKET_ROUTES } from '../../../domain/tickets/ticket-paths';
