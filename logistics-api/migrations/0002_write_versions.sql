-- Optimistic concurrency for association writes (decision 010). A request evaluates a
-- trailer (and the order it goes onto), then writes in one batch; the batch first bumps
-- the version it read and proves one row matched, so a request that lost a race to a
-- change made meanwhile writes nothing.
ALTER TABLE trailers ADD COLUMN version INTEGER NOT NULL DEFAULT 0;
ALTER TABLE loads ADD COLUMN version INTEGER NOT NULL DEFAULT 0;

-- `INSERT INTO write_guards (ok) SELECT changes()` right after a guarded UPDATE fails the
-- CHECK when that UPDATE matched no row, which aborts and rolls back the whole batch. The
-- batch deletes its guard rows before it ends, so the table stays empty.
CREATE TABLE write_guards (
  ok INTEGER NOT NULL CONSTRAINT row_changed_meanwhile CHECK (ok = 1)
);
