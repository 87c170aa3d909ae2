// Type-only: the browser's API as the client sees it, `hc<AppType>("/")`.
// tsconfig.web.json reads this file, and through it the Worker sources the route
// types are inferred from; this reference gives that program the Workers runtime
// and binding types those sources name (nothing here reaches a bundle).
/// <reference path="./worker-configuration.d.ts" />
import type { api } from "./app.ts";

export type AppType = typeof api;
