-- When the driver sent each report on the phone (decision 054: Report issue goes through the phone's
-- outbox and may arrive later), with the phone's offset as sent; null for reports sent without it.
ALTER TABLE feedback ADD COLUMN event_time TEXT;
