-- The range's comments read from this index alone (issue 49): the sales report's and performance's Activity Done
-- count every comment the brand's agents logged in the days, which read the whole comments table (a sequential scan)
-- without it. The time first, then what that pass reads (author, account; the deal or account commented on, for the
-- city filter), so the scan needs no heap page once the visibility map is set.
CREATE INDEX "comments_happened_idx" ON "comments" USING btree ("happened_at","author_id","account_id","entity_type_id","entity_id");
