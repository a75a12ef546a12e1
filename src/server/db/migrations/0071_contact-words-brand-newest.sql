-- Contact search past 10,000 matches (issue 55) lists the brand's newest contacts that match: read from the brand's
-- terms in contact order, index-only, instead of walking every contact newest first, the other brand's newer ones
-- included (24,390 of them on the large seed, each probed: 64 ms for 'example').
CREATE INDEX "contact_search_words_domain_contact_idx" ON "contact_search_words" USING btree ("domain_id","contact_id","word");