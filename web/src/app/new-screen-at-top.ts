// A screen the driver moves on to opens at its top. The app's screens share one
// document, and the browser keeps its scroll across the app's own navigations:
// without this, a screen reached from low on a long one (Report an issue from the
// foot of Manage trailer, Photos from the assessment's Continue) opened part-way
// down, its heading out of view. Going back (a POP) is left to the browser, which
// puts the earlier screen back where the driver left it. The first screen drawn
// keeps the scroll too: the driver may have scrolled the edge's shell before it.
// (React Router's <ScrollRestoration> works only under a data router; the app's
// is a <BrowserRouter>.)
import { useLayoutEffect, useRef } from "react";
import { useLocation, useNavigationType } from "react-router";

/** Mounted once, around every screen (the root layout). */
export function useNewScreenAtTop(): void {
  const { pathname } = useLocation();
  const navigationType = useNavigationType();
  const shown = useRef(pathname);
  useLayoutEffect(() => {
    if (shown.current === pathname) return;
    shown.current = pathname;
    if (navigationType !== "POP") globalThis.scrollTo(0, 0);
  }, [pathname, navigationType]);
}
