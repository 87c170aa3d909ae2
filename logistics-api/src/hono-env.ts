import type { Config } from "./config.ts";

/** Bindings and per-request variables every route of the API sees. */
export type ApiEnv = {
  Bindings: LogisticsEnv;
  Variables: {
    config: Config;
    /** The driver the identity token belongs to (set by requireDriver). */
    driverMobile: string;
  };
};
