// The route module of each signed-in shell (decision 086): the lazy screen
// routes.tsx loads at its path, whose chunk (with what it imports) the shell
// preloads. The build stops when one has no chunk of its own (prerender-plugin.ts).
import type { SignedInShellPath } from "#shared/signed-in-shells.ts";

export const SHELL_MODULES: Record<SignedInShellPath, string> = {
  "/manageTrailer": "web/src/app/manage-trailer-screen.tsx",
  "/trailers/scan": "web/src/features/scan/components/scanner-page.tsx",
  "/trailers/takePossession": "web/src/features/association/components/take-possession-page.tsx",
  "/trailers/trailerAssessment/attach": "web/src/app/screens/assessment-screens.tsx",
  "/trailers/trailerAssessment": "web/src/app/screens/assessment-screens.tsx",
  "/trailers/trailerPhotos": "web/src/features/photos/components/trailer-photos-page.tsx",
};
