// The keys committed in the .dev.vars.example files, for local runs only. Being
// in the repository they are public: either Worker refuses to act on them for a
// request that does not arrive on this machine's own address (decision 045).
// scripts/wrangler-configs.test.ts keeps these in step with the example files.

/** The app token both Workers share in local runs (both .dev.vars.example files). */
export const EXAMPLE_APP_TOKEN = "dev-app-token";
/** The edge Worker's finder link key in local runs (.dev.vars.example). */
export const EXAMPLE_FINDER_LINK_KEY = "dev-finder-link-key-not-for-production";
