// Manage trailer's Your recent work renders from an idle task after the first screen (its code
// loads then; decision 092), so a test waits for it rather than expecting it with the heading.
import { screen } from "@testing-library/react";

/** Your recent work, once it is on screen (a busy machine's idle tasks come late). */
export const findRecentWork = () =>
  screen.findByRole("region", { name: "Your recent work" }, { timeout: 5000 });
