-- What the driver certified on the phone with each association (decision 060): on attach and
-- update that the trailer is roadworthy, on detach that all damage was reported; and, on a detach
-- away from the trailer, that the reporting rule was acknowledged. Null where the write makes no
-- such statement (confirmation, mapping) or was recorded before it was sent.
ALTER TABLE associations ADD COLUMN certified INTEGER;
ALTER TABLE associations ADD COLUMN reporting_rule_acknowledged INTEGER;
