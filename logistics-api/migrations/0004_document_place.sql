-- Where each photo was taken (decision 053: the capture time and place are kept with each photo),
-- as the phone reported it: lat, lon and its accuracy in metres; null when location was off.
ALTER TABLE documents ADD COLUMN lat REAL;
ALTER TABLE documents ADD COLUMN lon REAL;
ALTER TABLE documents ADD COLUMN accuracy REAL;
