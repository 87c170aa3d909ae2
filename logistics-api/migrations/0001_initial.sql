-- The reference logistics API's system of record (docs/product.md §3). Times that a phone
-- reports are kept apart from the times the API received them; internal clock
-- values used for arithmetic (codes, tokens) are epoch milliseconds.

CREATE TABLE carriers (
  id INTEGER PRIMARY KEY,
  name TEXT NOT NULL,
  dot_number TEXT NOT NULL UNIQUE
);

-- Drivers are known by their mobile number (10 digits). Company drivers drive
-- the parent company's own trucks and are sent to other apps (docs/product.md §1).
CREATE TABLE drivers (
  mobile_number TEXT PRIMARY KEY CHECK (length(mobile_number) = 10),
  name TEXT NOT NULL,
  carrier_id INTEGER REFERENCES carriers (id),
  is_company_driver INTEGER NOT NULL DEFAULT 0 CHECK (is_company_driver IN (0, 1))
);

-- One row per order and company: the same order number can exist for both
-- companies. Slots hold trailer ids (see trailers.id); the API answers numbers.
CREATE TABLE loads (
  id TEXT PRIMARY KEY,
  order_number TEXT NOT NULL,
  company TEXT NOT NULL CHECK (company IN ('knight', 'swift')),
  equipment_type_id TEXT NOT NULL CHECK (equipment_type_id IN ('KPO', 'SPO', 'PO', 'PORE', 'POT', 'POFB')),
  -- 'logistics' orders are the power-only loads this app serves; 'asset' orders are not (reason 475).
  order_type TEXT NOT NULL DEFAULT 'logistics' CHECK (order_type IN ('logistics', 'asset')),
  carrier_id INTEGER NOT NULL REFERENCES carriers (id),
  assigned_driver_mobile TEXT REFERENCES drivers (mobile_number),
  inbound_empty TEXT,
  loaded_trailer TEXT,
  outbound_empty TEXT,
  source TEXT NOT NULL,
  source_last_reported TEXT NOT NULL,
  tms_source_system TEXT NOT NULL CHECK (tms_source_system IN ('mcleod', 'utxl', 'knx-logistics')),
  UNIQUE (order_number, company)
);
CREATE INDEX loads_order_number ON loads (order_number);

-- Every Trailer field of docs/product.md §3, plus what the evaluations of §4 read.
CREATE TABLE trailers (
  id TEXT PRIMARY KEY, -- trailer number and company joined: "400101-knight"
  trailer_number TEXT NOT NULL,
  company TEXT NOT NULL CHECK (company IN ('knight', 'swift')),
  availability INTEGER NOT NULL DEFAULT 0 CHECK (availability IN (0, 1, 2, 3)),
  repairs_needed_level INTEGER NOT NULL DEFAULT 0 CHECK (repairs_needed_level IN (0, 1, 2)),
  is_attached INTEGER NOT NULL DEFAULT 0 CHECK (is_attached IN (0, 1)),
  source_last_reported TEXT,
  status TEXT NOT NULL, -- A active, H logistics, K claims, S shop, T stolen
  movement_status INTEGER NOT NULL DEFAULT 0, -- 0 parked, anything else moving
  current_order_number TEXT,
  current_load_id TEXT REFERENCES loads (id), -- the logistics load it is attached to
  attached_driver_mobile TEXT, -- the third-party driver holding it
  attached_truck_id TEXT, -- an asset (company) truck holding it
  reservation TEXT, -- who it is held for: an asset driver's code or an order number
  lat REAL,
  lng REAL,
  location_confidence_rating INTEGER CHECK (location_confidence_rating BETWEEN 0 AND 100),
  license_plate_number TEXT,
  vehicle_identification_number TEXT,
  trailer_qr TEXT UNIQUE,
  type TEXT NOT NULL, -- DRY_VAN, REEFER, FLATBED, CHASSIS, …
  is_loaded INTEGER NOT NULL DEFAULT 0 CHECK (is_loaded IN (0, 1)),
  loaded_for_order_number TEXT, -- whose freight is inside when loaded
  UNIQUE (trailer_number, company)
);
CREATE INDEX trailers_attached_driver ON trailers (attached_driver_mobile);
CREATE INDEX trailers_current_load ON trailers (current_load_id);

-- Attach, detach, update, confirmation and mapping-on-detach events (docs/product.md §4, §7):
-- event_time is when it happened on the phone, received_at when it reached the API.
CREATE TABLE associations (
  id INTEGER PRIMARY KEY,
  kind TEXT NOT NULL CHECK (kind IN ('attach', 'detach', 'update', 'confirmation', 'mapping')),
  trailer_id TEXT NOT NULL REFERENCES trailers (id),
  load_id TEXT NOT NULL REFERENCES loads (id),
  previous_load_id TEXT REFERENCES loads (id),
  driver_mobile TEXT NOT NULL,
  dot_number TEXT NOT NULL,
  trailer_identifier_type TEXT NOT NULL CHECK (trailer_identifier_type IN ('scannedId', 'trailerId')),
  load_trailer_status TEXT CHECK (load_trailer_status IN ('inboundEmpty', 'loadedTrailer', 'outboundEmpty')),
  still_attached INTEGER,
  lat REAL,
  lon REAL,
  accuracy REAL,
  event_time TEXT NOT NULL,
  received_at TEXT NOT NULL
);
CREATE INDEX associations_trailer ON associations (trailer_id, id);
CREATE INDEX associations_load ON associations (load_id);

CREATE TABLE assessments (
  id INTEGER PRIMARY KEY,
  association TEXT NOT NULL CHECK (association IN ('attach', 'detach')),
  trailer_id TEXT NOT NULL REFERENCES trailers (id),
  load_id TEXT NOT NULL REFERENCES loads (id),
  driver_mobile TEXT NOT NULL,
  dot_number TEXT NOT NULL,
  certified INTEGER NOT NULL CHECK (certified IN (0, 1)),
  red_tag INTEGER NOT NULL CHECK (red_tag IN (0, 1)),
  lat REAL,
  lon REAL,
  event_time TEXT NOT NULL,
  received_at TEXT NOT NULL
);

-- Defects as codes, with the English wording kept on record whatever the screen language.
CREATE TABLE assessment_items (
  id INTEGER PRIMARY KEY,
  assessment_id INTEGER NOT NULL REFERENCES assessments (id),
  type TEXT NOT NULL,
  sub_type TEXT,
  description_en TEXT NOT NULL,
  comment TEXT
);
CREATE INDEX assessment_items_assessment ON assessment_items (assessment_id);

-- A virtual red tag stays on the trailer until the shop clears it.
CREATE TABLE red_tags (
  id INTEGER PRIMARY KEY,
  trailer_id TEXT NOT NULL REFERENCES trailers (id),
  assessment_id INTEGER NOT NULL REFERENCES assessments (id),
  driver_mobile TEXT NOT NULL,
  event_time TEXT NOT NULL,
  received_at TEXT NOT NULL,
  cleared_at TEXT
);
CREATE INDEX red_tags_trailer ON red_tags (trailer_id);

-- Photos live in R2 under r2_key; client_upload_id makes a retried upload land once.
CREATE TABLE documents (
  id TEXT PRIMARY KEY,
  assessment_id INTEGER NOT NULL REFERENCES assessments (id),
  side_name TEXT NOT NULL,
  photo_type TEXT NOT NULL,
  client_upload_id TEXT,
  r2_key TEXT NOT NULL UNIQUE,
  content_type TEXT NOT NULL,
  size_bytes INTEGER NOT NULL,
  taken_at TEXT,
  received_at TEXT NOT NULL,
  UNIQUE (assessment_id, client_upload_id)
);

CREATE TABLE feedback (
  id INTEGER PRIMARY KEY,
  description TEXT NOT NULL,
  company TEXT NOT NULL,
  phone_number TEXT NOT NULL,
  trailer_number TEXT NOT NULL,
  order_number TEXT NOT NULL,
  received_at TEXT NOT NULL
);

CREATE TABLE unassociated_qr_reports (
  id INTEGER PRIMARY KEY,
  scanned_id TEXT NOT NULL,
  trailer_number TEXT,
  trailer_company TEXT,
  mobile_number TEXT NOT NULL,
  load_number TEXT NOT NULL,
  lat REAL,
  lon REAL,
  event_time TEXT NOT NULL,
  received_at TEXT NOT NULL
);

CREATE TABLE failed_usage_attempts (
  id INTEGER PRIMARY KEY,
  mobile_number TEXT,
  order_number TEXT,
  reason TEXT NOT NULL,
  event_time TEXT NOT NULL,
  received_at TEXT NOT NULL
);

CREATE TABLE feature_flags (
  product TEXT NOT NULL,
  name TEXT NOT NULL,
  enabled INTEGER NOT NULL CHECK (enabled IN (0, 1)),
  PRIMARY KEY (product, name)
);

-- Dates are ISO 8601 UTC with milliseconds, so they compare as text.
CREATE TABLE persistent_alerts (
  id INTEGER PRIMARY KEY,
  alert_message TEXT NOT NULL,
  alert_message_details TEXT,
  effective_date TEXT NOT NULL,
  keep_alive_until_date TEXT NOT NULL,
  knx_app INTEGER NOT NULL
);

-- Codes are stored only as salted SHA-256; all times in epoch milliseconds.
CREATE TABLE verification_codes (
  id INTEGER PRIMARY KEY,
  mobile_number TEXT NOT NULL,
  load_number TEXT NOT NULL,
  salt TEXT NOT NULL,
  code_hash TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL,
  attempts INTEGER NOT NULL DEFAULT 0,
  consumed_at INTEGER,
  voided_at INTEGER
);
CREATE INDEX verification_codes_mobile ON verification_codes (mobile_number, created_at);

-- Identity tokens are stored only as SHA-256 of the token.
CREATE TABLE identity_tokens (
  token_hash TEXT PRIMARY KEY,
  mobile_number TEXT NOT NULL,
  created_at INTEGER NOT NULL,
  expires_at INTEGER NOT NULL
);

-- The dev SMS outbox (SMS_PROVIDER=outbox, DEV_OUTBOX=true only).
CREATE TABLE sms_outbox (
  id INTEGER PRIMARY KEY,
  to_number TEXT NOT NULL,
  body TEXT NOT NULL,
  created_at INTEGER NOT NULL
);
CREATE INDEX sms_outbox_to ON sms_outbox (to_number, id);

-- Dev-only catalogue of printable demo QR stickers and what each demonstrates
-- (GET /__dev/qr-codes). A row with no trailer is a sticker that maps to none.
CREATE TABLE dev_qr_catalog (
  qr_id TEXT PRIMARY KEY,
  trailer_id TEXT REFERENCES trailers (id),
  demonstrates TEXT NOT NULL,
  sort_order INTEGER NOT NULL
);
