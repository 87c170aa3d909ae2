-- Demo data for the reference logistics API (listed in logistics-api/README.md,
-- "Demo data"). Idempotent: INSERT OR IGNORE never overwrites a row, so what a
-- driver did in a dev session survives re-seeding. Dates that must sit around
-- "now" are computed when the seed first runs.
-- Demo yard: Phoenix, AZ (33.4255, -112.0200). Trailers sit within ~0.3 mi of it.

INSERT OR IGNORE INTO carriers (id, name, dot_number) VALUES
  (1, 'Desert Haul LLC', '3012345'),
  (2, 'Red Rock Freight Inc', '2876543'),
  (3, 'Company fleet (asset)', '1000001');

INSERT OR IGNORE INTO drivers (mobile_number, name, carrier_id, is_company_driver) VALUES
  ('5550100001', 'Alex Rivera', 1, 0),
  ('5550100002', 'Maria Lopez', 1, 0),
  ('5550100003', 'Sam Patel', 2, 0),
  ('5550100004', 'Jordan Lee', 2, 0),
  ('5550100009', 'Chris Company', 3, 1),
  -- Drivers kept for the bench and the API's own tests, so their code cooldowns never collide with
  -- a developer's demo sign-ins (carrier Desert Haul: on file for 1001001). The browser tests make
  -- their own drivers and trailers (POST /__dev/fixtures, decision 116).
  ('5550100011', 'Test Driver', 1, 0),
  ('5550100021', 'Bench Driver One', 1, 0),
  ('5550100022', 'Bench Driver Two', 1, 0),
  ('5550100023', 'Bench Scanner', 1, 0),
  ('5550100024', 'Bench Load', 1, 0),
  ('5550100041', 'Bench Lighthouse', 1, 0),
  ('5550100042', 'Bench First Screen', 1, 0),
  ('5550100043', 'Bench Profile', 1, 0);

INSERT OR IGNORE INTO loads
  (id, order_number, company, equipment_type_id, order_type, carrier_id, assigned_driver_mobile,
   inbound_empty, loaded_trailer, outbound_empty, source, source_last_reported, tms_source_system)
VALUES
  ('knight-1001001', '1001001', 'knight', 'KPO', 'logistics', 1, '5550100001', NULL, NULL, NULL, 'mcleod', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 hours'), 'mcleod'),
  ('swift-1001002', '1001002', 'swift', 'SPO', 'logistics', 1, '5550100001', NULL, NULL, NULL, 'utxl', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 hours'), 'utxl'),
  ('knight-1001003', '1001003', 'knight', 'PO', 'logistics', 1, NULL, NULL, NULL, NULL, 'knx-logistics', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-3 hours'), 'knx-logistics'),
  ('swift-1001004', '1001004', 'swift', 'PORE', 'logistics', 2, '5550100004', NULL, NULL, NULL, 'utxl', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-3 hours'), 'utxl'),
  ('knight-1001005', '1001005', 'knight', 'POT', 'logistics', 1, NULL, NULL, NULL, NULL, 'mcleod', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-4 hours'), 'mcleod'),
  ('swift-1001006', '1001006', 'swift', 'POFB', 'logistics', 2, '5550100004', NULL, NULL, NULL, 'utxl', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-4 hours'), 'utxl'),
  ('knight-2002002', '2002002', 'knight', 'KPO', 'logistics', 1, '5550100001', NULL, NULL, NULL, 'mcleod', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 hours'), 'mcleod'),
  ('swift-2002002', '2002002', 'swift', 'SPO', 'logistics', 1, '5550100001', NULL, NULL, NULL, 'utxl', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 hours'), 'utxl'),
  ('knight-1001007', '1001007', 'knight', 'KPO', 'logistics', 1, '5550100002', NULL, NULL, '400301-knight', 'mcleod', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 days'), 'mcleod'),
  ('knight-1001008', '1001008', 'knight', 'KPO', 'logistics', 1, '5550100002', NULL, NULL, NULL, 'mcleod', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 hours'), 'mcleod'),
  ('knight-1001009', '1001009', 'knight', 'PO', 'logistics', 2, '5550100003', '400205-knight', NULL, NULL, 'knx-logistics', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-5 hours'), 'knx-logistics'),
  ('knight-1001010', '1001010', 'knight', 'KPO', 'asset', 1, NULL, NULL, NULL, NULL, 'mcleod', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 hours'), 'mcleod'),
  -- The browser tests' lanes: 1001001 and these, one order per test worker running at the same
  -- time, so tests side by side never write to the same load (its slots and version).
  ('knight-1001031', '1001031', 'knight', 'KPO', 'logistics', 1, NULL, NULL, NULL, NULL, 'mcleod', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 hours'), 'mcleod'),
  ('knight-1001032', '1001032', 'knight', 'KPO', 'logistics', 1, NULL, NULL, NULL, NULL, 'mcleod', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 hours'), 'mcleod'),
  ('knight-1001033', '1001033', 'knight', 'KPO', 'logistics', 1, NULL, NULL, NULL, NULL, 'mcleod', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 hours'), 'mcleod');

INSERT OR IGNORE INTO trailers
  (id, trailer_number, company, availability, repairs_needed_level, is_attached, source_last_reported, status,
   movement_status, current_order_number, current_load_id, attached_driver_mobile, attached_truck_id, reservation,
   lat, lng, location_confidence_rating, license_plate_number, vehicle_identification_number, trailer_qr, type,
   is_loaded, loaded_for_order_number)
VALUES
  -- Healthy trailers at the demo yard.
  ('400101-knight', '400101', 'knight', 0, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-30 minutes'), 'A', 0, NULL, NULL, NULL, NULL, NULL, 33.4258, -112.0203, 95, 'KX40101', '1JJV532D8KL400101', 'HQR-400101', 'DRY_VAN', 0, NULL),
  ('400102-knight', '400102', 'knight', 1, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-30 minutes'), 'A', 0, NULL, NULL, NULL, NULL, NULL, 33.4252, -112.0196, 92, 'KX40102', '1JJV532D8KL400102', 'HQR-400102', 'DRY_VAN', 0, NULL),
  ('400103-knight', '400103', 'knight', 0, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-45 minutes'), 'H', 0, NULL, NULL, NULL, NULL, NULL, 33.4261, -112.0209, 90, 'KX40103', '1JJV532D8KL400103', 'HQR-400103', 'DRY_VAN', 0, NULL),
  ('500201-swift', '500201', 'swift', 0, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-20 minutes'), 'A', 0, NULL, NULL, NULL, NULL, NULL, 33.4249, -112.0211, 94, 'SW50201', '1SWV532D4ML500201', 'HQR-500201', 'DRY_VAN', 0, NULL),
  ('500202-swift', '500202', 'swift', 0, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-20 minutes'), 'A', 0, NULL, NULL, NULL, NULL, NULL, 33.4246, -112.0190, 94, 'SW50202', '1SWV532D4ML500202', 'HQR-500202', 'DRY_VAN', 0, NULL),
  ('500203-swift', '500203', 'swift', 0, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-20 minutes'), 'A', 0, NULL, NULL, NULL, NULL, NULL, 33.4264, -112.0188, 93, 'SW50203', '1SWR532D4ML500203', 'HQR-500203', 'REEFER', 0, NULL),
  ('500204-swift', '500204', 'swift', 0, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-20 minutes'), 'A', 0, NULL, NULL, NULL, NULL, NULL, 33.4243, -112.0215, 93, 'SW50204', '1SWF532D4ML500204', 'HQR-500204', 'FLATBED', 0, NULL),
  -- One trailer per Trailer Unavailable reason (docs/product.md §8), otherwise healthy.
  ('400104-knight', '400104', 'knight', 0, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-30 minutes'), 'A', 0, NULL, NULL, NULL, NULL, NULL, 33.4256, -112.0206, 91, 'KX40104', '1JJR532D8KL400104', 'HQR-400104', 'REEFER', 0, NULL),
  ('400201-knight', '400201', 'knight', 0, 2, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 hours'), 'A', 0, NULL, NULL, NULL, NULL, NULL, 33.4259, -112.0198, 90, 'KX40201', '1JJV532D8KL400201', 'HQR-400201', 'DRY_VAN', 0, NULL),
  ('400202-knight', '400202', 'knight', 0, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 hours'), 'K', 0, NULL, NULL, NULL, NULL, NULL, 33.4253, -112.0201, 90, 'KX40202', '1JJV532D8KL400202', 'HQR-400202', 'DRY_VAN', 0, NULL),
  ('400203-knight', '400203', 'knight', 0, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 hours'), 'T', 0, NULL, NULL, NULL, NULL, NULL, 33.4257, -112.0194, 90, 'KX40203', '1JJV532D8KL400203', 'HQR-400203', 'DRY_VAN', 0, NULL),
  ('400204-knight', '400204', 'knight', 0, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 hours'), 'S', 0, NULL, NULL, NULL, NULL, NULL, 33.4251, -112.0207, 90, 'KX40204', '1JJV532D8KL400204', 'HQR-400204', 'DRY_VAN', 0, NULL),
  ('400205-knight', '400205', 'knight', 0, 0, 1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-5 hours'), 'H', 0, '1001009', 'knight-1001009', '5550100003', NULL, NULL, 33.4262, -112.0199, 88, 'KX40205', '1JJV532D8KL400205', 'HQR-400205', 'DRY_VAN', 0, NULL),
  ('400206-knight', '400206', 'knight', 0, 0, 1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 hours'), 'A', 0, NULL, NULL, NULL, 'TRK3107', NULL, 33.4250, -112.0197, 88, 'KX40206', '1JJV532D8KL400206', 'HQR-400206', 'DRY_VAN', 0, NULL),
  ('400207-knight', '400207', 'knight', 0, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 hours'), 'A', 0, NULL, NULL, NULL, NULL, 'ADRV042', 33.4254, -112.0212, 90, 'KX40207', '1JJV532D8KL400207', 'HQR-400207', 'DRY_VAN', 0, NULL),
  ('400208-knight', '400208', 'knight', 0, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 hours'), 'A', 0, NULL, NULL, NULL, NULL, NULL, 33.4260, -112.0192, 90, 'KX40208', '1JJV532D8KL400208', 'HQR-400208', 'DRY_VAN', 1, '1001003'),
  ('400209-knight', '400209', 'knight', 0, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 minutes'), 'A', 1, NULL, NULL, NULL, NULL, NULL, 33.4248, -112.0204, 90, 'KX40209', '1JJV532D8KL400209', 'HQR-400209', 'DRY_VAN', 0, NULL),
  ('400210-knight', '400210', 'knight', 0, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 hours'), 'A', 0, NULL, NULL, NULL, NULL, NULL, 33.4247, -112.0208, 90, 'KX40210', '1JJC532D8KL400210', 'HQR-400210', 'CHASSIS', 0, NULL),
  -- Warnings: far from the yard, a doubtful location fix, minor repairs.
  ('400211-knight', '400211', 'knight', 0, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 hours'), 'A', 0, NULL, NULL, NULL, NULL, NULL, 32.2226, -110.9747, 95, 'KX40211', '1JJV532D8KL400211', 'HQR-400211', 'DRY_VAN', 0, NULL),
  ('400212-knight', '400212', 'knight', 0, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 hours'), 'A', 0, NULL, NULL, NULL, NULL, NULL, 33.4263, -112.0214, 20, 'KX40212', '1JJV532D8KL400212', 'HQR-400212', 'DRY_VAN', 0, NULL),
  ('400213-knight', '400213', 'knight', 0, 1, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 hours'), 'A', 0, NULL, NULL, NULL, NULL, NULL, 33.4245, -112.0202, 90, 'KX40213', '1JJV532D8KL400213', 'HQR-400213', 'DRY_VAN', 0, NULL),
  -- Still attached to Maria (5550100002) from her previous order 1001007.
  ('400301-knight', '400301', 'knight', 0, 0, 1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 days'), 'H', 0, '1001007', 'knight-1001007', '5550100002', NULL, NULL, 33.4266, -112.0205, 85, 'KX40301', '1JJV532D8KL400301', 'HQR-400301', 'DRY_VAN', 0, NULL);

-- The attach events behind the seeded attachments, so lastTacEvent is filled.
INSERT OR IGNORE INTO associations
  (id, kind, trailer_id, load_id, previous_load_id, driver_mobile, dot_number, trailer_identifier_type,
   load_trailer_status, still_attached, lat, lon, accuracy, event_time, received_at)
VALUES
  (1, 'attach', '400301-knight', 'knight-1001007', NULL, '5550100002', '3012345', 'scannedId', 'outboundEmpty', NULL, 33.4266, -112.0205, 8, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 days'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 days')),
  (2, 'attach', '400205-knight', 'knight-1001009', NULL, '5550100003', '2876543', 'trailerId', 'inboundEmpty', NULL, 33.4262, -112.0199, 10, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-5 hours'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-5 hours'));

INSERT OR IGNORE INTO feature_flags (product, name, enabled) VALUES
  ('hitchApp', 'trailerPhotosWorkflowEnabled', 1);

-- knx_app 1 targets every app; 7 is this app. Only the first is active now;
-- PERSISTENT_ALERTS_ENABLED="false" switches all of them off.
INSERT OR IGNORE INTO persistent_alerts
  (id, alert_message, alert_message_details, effective_date, keep_alive_until_date, knx_app)
VALUES
  (1, 'Demo yard gate 3 is closed for repaving.', 'Use gate 1 on Buckeye Rd. Drop lot rows A-C are open as usual.', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 day'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+365 days'), 1),
  (2, 'An alert that has already ended.', NULL, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-30 days'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 day'), 1),
  (3, 'An alert that starts next month.', NULL, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+30 days'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+60 days'), 7),
  (4, 'An alert for another app.', NULL, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-1 day'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '+365 days'), 3);

INSERT OR IGNORE INTO dev_qr_catalog (qr_id, trailer_id, demonstrates, sort_order) VALUES
  ('HQR-400101', '400101-knight', 'Healthy dry van: attach on order 1001001', 10),
  ('HQR-400102', '400102-knight', 'Healthy dry van (confirmed available)', 11),
  ('HQR-400103', '400103-knight', 'Healthy dry van in logistics status (H)', 12),
  ('HQR-500201', '500201-swift', 'Healthy Swift dry van: attach on 1001002; company trailer required on 1001001 (KPO)', 13),
  ('HQR-500202', '500202-swift', 'Healthy Swift dry van: attach on 1001002 or 2002002 (swift)', 14),
  ('HQR-500203', '500203-swift', 'Reefer: not found when scanning (dry vans only); for PORE order 1001004 by manual entry', 15),
  ('HQR-500204', '500204-swift', 'Flatbed for POFB order 1001006 (manual entry)', 16),
  ('HQR-400104', '400104-knight', 'Reefer: mismatching load equipment type on 1001001 (manual entry)', 20),
  ('HQR-400201', '400201-knight', 'Damaged and awaiting repairs (critical repairs needed)', 21),
  ('HQR-400202', '400202-knight', 'Incorrect trailer status (K, claims)', 22),
  ('HQR-400203', '400203-knight', 'Stolen trailer', 23),
  ('HQR-400204', '400204-knight', 'Shop status', 24),
  ('HQR-400205', '400205-knight', 'Attached to another logistics order (1001009)', 25),
  ('HQR-400206', '400206-knight', 'Attached to an asset truck', 26),
  ('HQR-400207', '400207-knight', 'Pre-assigned to an asset driver', 27),
  ('HQR-400208', '400208-knight', 'Loaded with another order''s freight (loaded status type)', 28),
  ('HQR-400209', '400209-knight', 'Trailer is moving', 29),
  ('HQR-400210', '400210-knight', 'Chassis: invalid trailer type (484)', 30),
  ('HQR-400211', '400211-knight', 'Far from the yard (Tucson): plate / VIN verification', 40),
  ('HQR-400212', '400212-knight', 'Low location confidence: plate / VIN verification', 41),
  ('HQR-400213', '400213-knight', 'Repairs needed (not critical): warning only', 42),
  ('HQR-400301', '400301-knight', 'Still attached to 5550100002 from order 1001007: update onto 1001008', 43),
  ('HQR-NOTRAILER', NULL, 'A QR sticker that maps to no trailer: report unassociated QR', 50);

