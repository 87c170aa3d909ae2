// The logistics API the tests meet: the contract mock (./logistics-api.ts)
// answering with the data of ./logistics-data.ts. The Worker tests put it behind
// Miniflare's outboundService (worker/test/logistics-scenario.ts); the web
// tests put the edge Worker itself in front of it (web/src/test/in-memory-worker.ts).
// Settings a test may change are on `settings` (./scenario-settings.ts). Its calls are
// answered by resource, as the contract is written (shared/logistics/calls/).
import { logisticsApiMock } from "./logistics-api.ts";
import { TEST_APP_TOKEN } from "./logistics-data.ts";
import { appHandlers } from "./scenario-app.ts";
import { assessmentHandlers } from "./scenario-assessments.ts";
import { associationHandlers } from "./scenario-associations.ts";
import { authHandlers, driverTokens } from "./scenario-auth.ts";
import { loadHandlers } from "./scenario-loads.ts";
import { newSettings, type ScenarioOptions } from "./scenario-settings.ts";
import { trailerHandlers } from "./scenario-trailers.ts";

export function createLogisticsScenario(options: ScenarioOptions = {}) {
  const settings = newSettings(options);
  const driverOf = driverTokens();
  const app = logisticsApiMock({
    appToken: TEST_APP_TOKEN,
    driverOf,
    dialect: options.dialect,
    handlers: {
      ...authHandlers(options, settings, driverOf),
      ...loadHandlers,
      ...trailerHandlers(settings),
      ...associationHandlers(settings),
      ...assessmentHandlers(settings),
      ...appHandlers(settings),
    },
  });
  return { app, settings };
}
