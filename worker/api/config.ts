// GET /api/config: the public subset of the configuration, nothing else.
import { Hono } from "hono";
import type { AppEnv } from "#worker/app-env.ts";
import { publicConfig } from "#worker/config.ts";

export const configRoutes = new Hono<AppEnv>().get("/", (c) => c.json(publicConfig(c.var.config), 200));
