-- The edge Worker's id of the failed request a driver reports (decision 070), when the phone saw
-- one: the report and the edge's log lines meet on it. Null for reports sent without it.
ALTER TABLE feedback ADD COLUMN request_id TEXT;
