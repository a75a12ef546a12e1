-- The one user who may stop NP slots (spec 002 §4 "Stop-slot is enabled only for one specific user"): a setting,
-- null until Admin sets it (issue 14).
INSERT INTO "dynamic_properties" ("key", "value", "description") VALUES
  ('npSlot.stopUserId', 'null', 'The user id allowed to stop NP slots (spec 002 §4); null: nobody.')
ON CONFLICT ("key") DO NOTHING;
