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
  -- Drivers kept for the browser tests and the bench, so their code cooldowns never
  -- collide with a developer's demo sign-ins (carrier Desert Haul: on file for 1001001).
  ('5550100011', 'E2E Driver One', 1, 0),
  ('5550100012', 'E2E Driver Two', 1, 0),
  ('5550100013', 'E2E Driver Three', 1, 0),
  ('5550100014', 'E2E Driver Four', 1, 0),
  ('5550100015', 'E2E Driver Five', 1, 0),
  ('5550100016', 'E2E Driver Six', 1, 0),
  ('5550100017', 'E2E Driver Seven', 1, 0),
  ('5550100018', 'E2E Driver Eight', 1, 0),
  -- A tap on Continue before the app's script has run (tests/e2e/prerendered.spec.ts), per language.
  ('5550100019', 'E2E Early Tap EN', 1, 0),
  ('5550100020', 'E2E Early Tap ES', 1, 0),
  ('5550100021', 'Bench Driver One', 1, 0),
  ('5550100022', 'Bench Driver Two', 1, 0),
  -- The finder maps' browser tests: one signs in through the app, one attaches and detaches
  -- straight against this API, per language.
  ('5550100023', 'Bench Scanner', 1, 0),
  ('5550100024', 'Bench Load', 1, 0),
  ('5550100031', 'E2E Finder One', 1, 0),
  ('5550100032', 'E2E Finder Two', 1, 0),
  ('5550100033', 'E2E Finder Three', 1, 0),
  ('5550100034', 'E2E Finder Four', 1, 0),
  -- The trailer workflow's browser tests: a driver per test and language (on file for 1001001;
  -- 45 and 46 also hold a trailer from a previous order of their own).
  ('5550100041', 'E2E Workflow Scan EN', 1, 0),
  ('5550100042', 'E2E Workflow Scan ES', 1, 0),
  ('5550100043', 'E2E Workflow Refusals EN', 1, 0),
  ('5550100044', 'E2E Workflow Refusals ES', 1, 0),
  ('5550100045', 'E2E Workflow Previous EN', 1, 0),
  ('5550100046', 'E2E Workflow Previous ES', 1, 0),
  ('5550100047', 'E2E Workflow Manual EN', 1, 0),
  ('5550100048', 'E2E Workflow Manual ES', 1, 0),
  ('5550100049', 'E2E Workflow Offline EN', 1, 0),
  ('5550100050', 'E2E Workflow Offline ES', 1, 0),
  -- The assessment and photos browser tests (tests/e2e/assessment-photos.spec.ts), per language:
  -- the offline attach, the red tag and the driver it then refuses, the photos flag off.
  ('5550100051', 'E2E Assessment Offline EN', 1, 0),
  ('5550100052', 'E2E Assessment Offline ES', 1, 0),
  ('5550100053', 'E2E Red Tag EN', 1, 0),
  ('5550100054', 'E2E Red Tag ES', 1, 0),
  ('5550100055', 'E2E Next Driver EN', 1, 0),
  ('5550100056', 'E2E Next Driver ES', 1, 0),
  ('5550100057', 'E2E Photos Off EN', 1, 0),
  ('5550100058', 'E2E Photos Off ES', 1, 0),
  -- The accessibility browser tests (tests/e2e/accessibility.spec.ts), per language: the dialogs,
  -- then twice the text size.
  ('5550100071', 'E2E Dialogs EN', 1, 0),
  ('5550100072', 'E2E Dialogs ES', 1, 0),
  ('5550100073', 'E2E Double Text EN', 1, 0),
  ('5550100074', 'E2E Double Text ES', 1, 0),
  -- A photo the system of record refuses, retaken (tests/e2e/assessment-photos.spec.ts).
  ('5550100075', 'E2E Retake EN', 1, 0),
  ('5550100076', 'E2E Retake ES', 1, 0),
  -- The WebKit browser tests (tests/webkit): one driver through every journey, in Spanish.
  ('5550100085', 'E2E WebKit ES', 1, 0),
  -- The signed-in shells' browser test (tests/e2e/prerendered.spec.ts), per language.
  ('5550100086', 'E2E Signed-in Shell EN', 1, 0),
  ('5550100087', 'E2E Signed-in Shell ES', 1, 0),
  -- The one-bar browser test (tests/e2e/one-bar.spec.ts): sign in, attach with six photos, detach
  -- over a throttled network, per language.
  ('5550100061', 'E2E One Bar EN', 1, 0),
  ('5550100062', 'E2E One Bar ES', 1, 0),
  -- Sign-in at one bar (tests/e2e/one-bar-sign-in.spec.ts): Continue tapped twice texts one code,
  -- per language.
  ('5550100063', 'E2E One Bar Sign-in EN', 1, 0),
  ('5550100064', 'E2E One Bar Sign-in ES', 1, 0),
  -- An attach the system of record refuses (tests/e2e/trailer-workflow.spec.ts), per language: the
  -- driver, then the other driver who takes the trailer between the check and the attach.
  ('5550100077', 'E2E Refused Attach EN', 1, 0),
  ('5550100078', 'E2E Refused Attach ES', 1, 0),
  ('5550100079', 'E2E Takes It First EN', 1, 0),
  ('5550100080', 'E2E Takes It First ES', 1, 0);

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
  -- The browser tests' previous orders (each holds a trailer still attached to its driver).
  ('knight-1001021', '1001021', 'knight', 'KPO', 'logistics', 1, '5550100045', NULL, NULL, '400321-knight', 'mcleod', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 days'), 'mcleod'),
  ('knight-1001022', '1001022', 'knight', 'KPO', 'logistics', 1, '5550100046', NULL, NULL, '400322-knight', 'mcleod', strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 days'), 'mcleod'),
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
  ('400301-knight', '400301', 'knight', 0, 0, 1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 days'), 'H', 0, '1001007', 'knight-1001007', '5550100002', NULL, NULL, 33.4266, -112.0205, 85, 'KX40301', '1JJV532D8KL400301', 'HQR-400301', 'DRY_VAN', 0, NULL),
  -- The trailer workflow's browser tests: healthy trailers of their own at the demo yard, and two
  -- still attached from a previous order (to 5550100045 and 5550100046).
  ('400401-knight', '400401', 'knight', 0, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-30 minutes'), 'A', 0, NULL, NULL, NULL, NULL, NULL, 33.4257, -112.0201, 95, 'KX40401', '1JJV532D8KL400401', 'HQR-400401', 'DRY_VAN', 0, NULL),
  ('400402-knight', '400402', 'knight', 0, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-30 minutes'), 'A', 0, NULL, NULL, NULL, NULL, NULL, 33.4254, -112.0199, 95, 'KX40402', '1JJV532D8KL400402', 'HQR-400402', 'DRY_VAN', 0, NULL),
  ('400403-knight', '400403', 'knight', 0, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-30 minutes'), 'A', 0, NULL, NULL, NULL, NULL, NULL, 33.4258, -112.0197, 95, 'KX40403', '1JJV532D8KL400403', 'HQR-400403', 'DRY_VAN', 0, NULL),
  ('400404-knight', '400404', 'knight', 0, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-30 minutes'), 'A', 0, NULL, NULL, NULL, NULL, NULL, 33.4253, -112.0204, 95, 'KX40404', '1JJV532D8KL400404', 'HQR-400404', 'DRY_VAN', 0, NULL),
  ('400405-knight', '400405', 'knight', 0, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-30 minutes'), 'A', 0, NULL, NULL, NULL, NULL, NULL, 33.4256, -112.0207, 95, 'KX40405', '1JJV532D8KL400405', 'HQR-400405', 'DRY_VAN', 0, NULL),
  ('400406-knight', '400406', 'knight', 0, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-30 minutes'), 'A', 0, NULL, NULL, NULL, NULL, NULL, 33.4252, -112.0196, 95, 'KX40406', '1JJV532D8KL400406', 'HQR-400406', 'DRY_VAN', 0, NULL),
  -- The assessment and photos browser tests' trailers: the offline attach, the red tag, the photos
  -- flag off (English, Spanish each).
  ('400407-knight', '400407', 'knight', 0, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-30 minutes'), 'A', 0, NULL, NULL, NULL, NULL, NULL, 33.4257, -112.0199, 95, 'KX40407', '1JJV532D8KL400407', 'HQR-400407', 'DRY_VAN', 0, NULL),
  ('400408-knight', '400408', 'knight', 0, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-30 minutes'), 'A', 0, NULL, NULL, NULL, NULL, NULL, 33.4254, -112.0203, 95, 'KX40408', '1JJV532D8KL400408', 'HQR-400408', 'DRY_VAN', 0, NULL),
  ('400409-knight', '400409', 'knight', 0, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-30 minutes'), 'A', 0, NULL, NULL, NULL, NULL, NULL, 33.4259, -112.0205, 95, 'KX40409', '1JJV532D8KL400409', 'HQR-400409', 'DRY_VAN', 0, NULL),
  ('400410-knight', '400410', 'knight', 0, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-30 minutes'), 'A', 0, NULL, NULL, NULL, NULL, NULL, 33.4253, -112.0198, 95, 'KX40410', '1JJV532D8KL400410', 'HQR-400410', 'DRY_VAN', 0, NULL),
  ('400411-knight', '400411', 'knight', 0, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-30 minutes'), 'A', 0, NULL, NULL, NULL, NULL, NULL, 33.4256, -112.0202, 95, 'KX40411', '1JJV532D8KL400411', 'HQR-400411', 'DRY_VAN', 0, NULL),
  ('400412-knight', '400412', 'knight', 0, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-30 minutes'), 'A', 0, NULL, NULL, NULL, NULL, NULL, 33.4258, -112.02, 95, 'KX40412', '1JJV532D8KL400412', 'HQR-400412', 'DRY_VAN', 0, NULL),
  -- The one-bar browser test's trailers (English, Spanish).
  ('400413-knight', '400413', 'knight', 0, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-30 minutes'), 'A', 0, NULL, NULL, NULL, NULL, NULL, 33.4258, -112.02, 95, 'KX40413', '1JJV532D8KL400413', 'HQR-400413', 'DRY_VAN', 0, NULL),
  ('400414-knight', '400414', 'knight', 0, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-30 minutes'), 'A', 0, NULL, NULL, NULL, NULL, NULL, 33.4258, -112.02, 95, 'KX40414', '1JJV532D8KL400414', 'HQR-400414', 'DRY_VAN', 0, NULL),
  -- The retake browser test's trailers (English, Spanish).
  ('400415-knight', '400415', 'knight', 0, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-30 minutes'), 'A', 0, NULL, NULL, NULL, NULL, NULL, 33.4257, -112.0201, 95, 'KX40415', '1JJV532D8KL400415', 'HQR-400415', 'DRY_VAN', 0, NULL),
  ('400416-knight', '400416', 'knight', 0, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-30 minutes'), 'A', 0, NULL, NULL, NULL, NULL, NULL, 33.4257, -112.0199, 95, 'KX40416', '1JJV532D8KL400416', 'HQR-400416', 'DRY_VAN', 0, NULL),
  -- The refused attach browser test's trailers (English, Spanish): taken by another driver meanwhile.
  ('400417-knight', '400417', 'knight', 0, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-30 minutes'), 'A', 0, NULL, NULL, NULL, NULL, NULL, 33.4256, -112.0201, 95, 'KX40417', '1JJV532D8KL400417', 'HQR-400417', 'DRY_VAN', 0, NULL),
  ('400418-knight', '400418', 'knight', 0, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-30 minutes'), 'A', 0, NULL, NULL, NULL, NULL, NULL, 33.4255, -112.0199, 95, 'KX40418', '1JJV532D8KL400418', 'HQR-400418', 'DRY_VAN', 0, NULL),
  -- The WebKit browser tests' trailers: scanned and attached loaded; attached offline, then detached.
  ('400481-knight', '400481', 'knight', 0, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-30 minutes'), 'A', 0, NULL, NULL, NULL, NULL, NULL, 33.4256, -112.0201, 95, 'KX40481', '1JJV532D8KL400481', 'HQR-400481', 'DRY_VAN', 0, NULL),
  ('400482-knight', '400482', 'knight', 0, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-30 minutes'), 'A', 0, NULL, NULL, NULL, NULL, NULL, 33.4255, -112.0202, 95, 'KX40482', '1JJV532D8KL400482', 'HQR-400482', 'DRY_VAN', 0, NULL),
  ('400321-knight', '400321', 'knight', 0, 0, 1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 days'), 'H', 0, '1001021', 'knight-1001021', '5550100045', NULL, NULL, 33.4265, -112.0203, 85, 'KX40321', '1JJV532D8KL400321', 'HQR-400321', 'DRY_VAN', 0, NULL),
  ('400322-knight', '400322', 'knight', 0, 0, 1, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 days'), 'H', 0, '1001022', 'knight-1001022', '5550100046', NULL, NULL, 33.4264, -112.0208, 85, 'KX40322', '1JJV532D8KL400322', 'HQR-400322', 'DRY_VAN', 0, NULL);

-- The attach events behind the seeded attachments, so lastTacEvent is filled.
INSERT OR IGNORE INTO associations
  (id, kind, trailer_id, load_id, previous_load_id, driver_mobile, dot_number, trailer_identifier_type,
   load_trailer_status, still_attached, lat, lon, accuracy, event_time, received_at)
VALUES
  (1, 'attach', '400301-knight', 'knight-1001007', NULL, '5550100002', '3012345', 'scannedId', 'outboundEmpty', NULL, 33.4266, -112.0205, 8, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 days'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 days')),
  (2, 'attach', '400205-knight', 'knight-1001009', NULL, '5550100003', '2876543', 'trailerId', 'inboundEmpty', NULL, 33.4262, -112.0199, 10, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-5 hours'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-5 hours')),
  (3, 'attach', '400321-knight', 'knight-1001021', NULL, '5550100045', '3012345', 'scannedId', 'outboundEmpty', NULL, 33.4265, -112.0203, 8, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 days'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 days')),
  (4, 'attach', '400322-knight', 'knight-1001022', NULL, '5550100046', '3012345', 'scannedId', 'outboundEmpty', NULL, 33.4264, -112.0208, 8, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 days'), strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-2 days'));

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

-- The browser test against a carrier keeping to docs/product.md §3 and §7 alone (tests/e2e/spec-carrier.spec.ts,
-- decision 061): a driver per language, the other driver who takes the trailer first, and a healthy
-- trailer per language (carrier Desert Haul: on file for 1001001).
INSERT OR IGNORE INTO drivers (mobile_number, name, carrier_id, is_company_driver) VALUES
  ('5550100081', 'E2E Spec Carrier EN', 1, 0),
  ('5550100082', 'E2E Spec Carrier ES', 1, 0),
  ('5550100083', 'E2E Spec Carrier Other EN', 1, 0),
  ('5550100084', 'E2E Spec Carrier Other ES', 1, 0);

INSERT OR IGNORE INTO trailers
  (id, trailer_number, company, availability, repairs_needed_level, is_attached, source_last_reported, status,
   movement_status, current_order_number, current_load_id, attached_driver_mobile, attached_truck_id, reservation,
   lat, lng, location_confidence_rating, license_plate_number, vehicle_identification_number, trailer_qr, type,
   is_loaded, loaded_for_order_number)
VALUES
  ('400419-knight', '400419', 'knight', 0, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-30 minutes'), 'A', 0, NULL, NULL, NULL, NULL, NULL, 33.4256, -112.0202, 95, 'KX40417', '1JJV532D8KL400419', 'HQR-400419', 'DRY_VAN', 0, NULL),
  ('400420-knight', '400420', 'knight', 0, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-30 minutes'), 'A', 0, NULL, NULL, NULL, NULL, NULL, 33.4254, -112.0198, 95, 'KX40418', '1JJV532D8KL400420', 'HQR-400420', 'DRY_VAN', 0, NULL);

-- The workflow steps' shells' browser test (tests/e2e/prerendered.spec.ts, decision 087): a driver
-- and a healthy trailer per language (carrier Desert Haul: on file for the test orders).
INSERT OR IGNORE INTO drivers (mobile_number, name, carrier_id, is_company_driver) VALUES
  ('5550100088', 'E2E Workflow Shell EN', 1, 0),
  ('5550100089', 'E2E Workflow Shell ES', 1, 0);

INSERT OR IGNORE INTO trailers
  (id, trailer_number, company, availability, repairs_needed_level, is_attached, source_last_reported, status,
   movement_status, current_order_number, current_load_id, attached_driver_mobile, attached_truck_id, reservation,
   lat, lng, location_confidence_rating, license_plate_number, vehicle_identification_number, trailer_qr, type,
   is_loaded, loaded_for_order_number)
VALUES
  ('400423-knight', '400423', 'knight', 0, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-30 minutes'), 'A', 0, NULL, NULL, NULL, NULL, NULL, 33.4256, -112.0201, 95, 'KX40423', '1JJV532D8KL400423', 'HQR-400423', 'DRY_VAN', 0, NULL),
  ('400424-knight', '400424', 'knight', 0, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-30 minutes'), 'A', 0, NULL, NULL, NULL, NULL, NULL, 33.4254, -112.0199, 95, 'KX40424', '1JJV532D8KL400424', 'HQR-400424', 'DRY_VAN', 0, NULL);

-- The offline drop's browser test (tests/e2e/offline-drop.spec.ts, decision 104): a driver and a
-- healthy trailer per language, the trailer attached to the driver by the test itself (carrier
-- Desert Haul: on file for the test orders).
INSERT OR IGNORE INTO drivers (mobile_number, name, carrier_id, is_company_driver) VALUES
  ('5550100093', 'E2E Offline Drop EN', 1, 0),
  ('5550100094', 'E2E Offline Drop ES', 1, 0);

-- The viewport browser test (tests/e2e/viewport.spec.ts, decision 107): a driver and a healthy
-- trailer per language (carrier Desert Haul: on file for the test orders), walked through each
-- workflow step, attached and detached.
INSERT OR IGNORE INTO drivers (mobile_number, name, carrier_id, is_company_driver) VALUES
  ('5550100095', 'E2E Viewport EN', 1, 0),
  ('5550100096', 'E2E Viewport ES', 1, 0);

INSERT OR IGNORE INTO trailers
  (id, trailer_number, company, availability, repairs_needed_level, is_attached, source_last_reported, status,
   movement_status, current_order_number, current_load_id, attached_driver_mobile, attached_truck_id, reservation,
   lat, lng, location_confidence_rating, license_plate_number, vehicle_identification_number, trailer_qr, type,
   is_loaded, loaded_for_order_number)
VALUES
  ('400433-knight', '400433', 'knight', 0, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-30 minutes'), 'A', 0, NULL, NULL, NULL, NULL, NULL, 33.4257, -112.0202, 95, 'KX40433', '1JJV532D8KL400433', 'HQR-400433', 'DRY_VAN', 0, NULL),
  ('400434-knight', '400434', 'knight', 0, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-30 minutes'), 'A', 0, NULL, NULL, NULL, NULL, NULL, 33.4253, -112.0198, 95, 'KX40434', '1JJV532D8KL400434', 'HQR-400434', 'DRY_VAN', 0, NULL),
  ('400493-knight', '400493', 'knight', 0, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-30 minutes'), 'A', 0, NULL, NULL, NULL, NULL, NULL, 33.4256, -112.0201, 95, 'KX40493', '1JJV532D8KL400493', 'HQR-400493', 'DRY_VAN', 0, NULL),
  ('400494-knight', '400494', 'knight', 0, 0, 0, strftime('%Y-%m-%dT%H:%M:%fZ', 'now', '-30 minutes'), 'A', 0, NULL, NULL, NULL, NULL, NULL, 33.4254, -112.0199, 95, 'KX40494', '1JJV532D8KL400494', 'HQR-400494', 'DRY_VAN', 0, NULL);
