// wrangler and Miniflare with no telemetry, no cf.json fetched from the internet, no banner.
export const QUIET_ENV = {
  WRANGLER_SEND_METRICS: "false",
  CLOUDFLARE_CF_FETCH_ENABLED: "false",
  WRANGLER_HIDE_BANNER: "true",
};
