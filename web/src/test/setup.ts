// The React tests' set-up: IndexedDB for the outbox (the browser's, faked at the edge), and
// jest-dom's matchers (toBeVisible, toHaveValue, toHaveAccessibleName…) on vitest's expect,
// typed by the same import (decision 079).
import "fake-indexeddb/auto";
import "@testing-library/jest-dom/vitest";
import { configure } from "@testing-library/react";

// waitFor and findBy* wait up to 5 s, not 1 s: what they wait for (an upload through the outbox, a
// lazy screen's chunk transformed on first use) takes longer beside other test files on 2 cores.
// A wait that passes returns as soon as it does, so a quiet machine pays nothing for it.
configure({ asyncUtilTimeout: 5000 });
