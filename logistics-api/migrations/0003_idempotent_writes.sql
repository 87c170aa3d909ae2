-- Writes made once per idempotency key (decision 016). A phone's outbox sends each write
-- with a key and resends it, with the same key, until it hears an answer; a repeat gets
-- the first answer back (refusals included) and writes nothing again. A successful write
-- stores its answer in the same batch as the write, so the key and the write land together.
CREATE TABLE idempotent_writes (
  driver_mobile TEXT NOT NULL,
  idempotency_key TEXT NOT NULL,
  call TEXT NOT NULL,
  status INTEGER NOT NULL,
  body TEXT NOT NULL,
  created_at TEXT NOT NULL,
  PRIMARY KEY (driver_mobile, idempotency_key)
);
