// GET api/loads/logisticsLoadByLoadNumber/{loadNumber}?company= and
// GET api/loads/logisticsLoadsByLoadNumber/{loadNumber}: app token only.

import { Hono } from "hono";
import { findLoadsByOrderNumber, toLoad } from "#logistics-api/src/db/loads.ts";
import { LogisticsError } from "#logistics-api/src/errors.ts";
import type { ApiEnv } from "#logistics-api/src/hono-env.ts";
import { validate } from "#logistics-api/src/validate.ts";
import { LOGISTICS_CALLS, routePath } from "#shared/logistics/contract.ts";
import type { Load } from "#shared/logistics/loads.ts";
import { ReasonCode } from "#shared/logistics/reason-codes.ts";

const { loadByLoadNumber, loadsByLoadNumber } = LOGISTICS_CALLS;

export const loads = new Hono<ApiEnv>()
  .get(
    routePath(loadByLoadNumber),
    validate("param", loadByLoadNumber.params),
    validate("query", loadByLoadNumber.query),
    async (c) => {
      const { loadNumber } = c.req.valid("param");
      const { company } = c.req.valid("query");
      const rows = (await findLoadsByOrderNumber(c.env.DB, loadNumber)).filter(
        (row) => company === undefined || row.company === company,
      );
      if (rows.length === 0)
        throw new LogisticsError(404, { message: "Invalid order", reasonCode: ReasonCode.invalidOrder });
      if (rows.length > 1)
        throw new LogisticsError(409, {
          message: `Order ${loadNumber} exists for ${rows.map((r) => r.company).join(" and ")}: pass ?company=`,
        });
      return c.json(toLoad(rows[0]!) satisfies Load);
    },
  )
  .get(routePath(loadsByLoadNumber), validate("param", loadsByLoadNumber.params), async (c) => {
    const rows = await findLoadsByOrderNumber(c.env.DB, c.req.valid("param").loadNumber);
    return c.json(rows.map(toLoad) satisfies Load[]);
  });
