-- Issue 52: a ticket is assigned to a Ticketing user (tickets.assignee_id, 0050). No route ever wrote the free-text
-- name (only the demo seed, with made-up names), so nothing is lost.
ALTER TABLE "tickets" DROP COLUMN "assignee_name";