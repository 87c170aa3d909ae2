// A screen's code asked for before the move to it, by the screen the driver acts on: Login starts
// Verify's while the code is being texted, so on one bar it has come by the time the answer does,
// not after it (decision 106). A feature cannot import the route table (app/routes.tsx); the route
// table says here how a screen's code is loaded.

let load: (href: string) => unknown = () => undefined;

/** Set once by the route table (app/routes.tsx `preloadScreenAt`). */
export function setScreenCodeLoader(loader: (href: string) => unknown): void {
  load = loader;
}

/** Starts loading the code of the screen at `href`; the move there later takes it as loaded. */
export function loadScreenCode(href: string): void {
  load(href);
}
