// The React tests' set-up: IndexedDB for the outbox (the browser's, faked at the edge).
import "fake-indexeddb/auto";
