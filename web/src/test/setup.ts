// The React tests' set-up: IndexedDB for the outbox (the browser's, faked at the edge), and
// jest-dom's matchers (toBeVisible, toHaveValue, toHaveAccessibleName…) on vitest's expect,
// typed by the same import (decision 079).
import "fake-indexeddb/auto";
import "@testing-library/jest-dom/vitest";
