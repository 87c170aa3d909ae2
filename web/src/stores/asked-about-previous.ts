// The trailer from a previous order the driver was already asked about (docs/product.md §4): asked
// once, then on Manage trailer. Apart from the attach or detach in progress (trailer-flow.ts),
// whose code Manage trailer does not load before it is up (decision 091).
import { z } from "zod/mini";
import { persistedSignal } from "#web/lib/storage.ts";

export const askedAboutPrevious = persistedSignal("askedAboutPreviousTrailer", z.nullable(z.string()), null);
