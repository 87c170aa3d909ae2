// GET api/loads/logisticsLoadByLoadNumber/{loadNumber}?company= and
// GET api/loads/logisticsLoadsByLoadNumber/{loadNumber}: app token only.
import { Hono } from "hono";
import {
  type Load,
  LoadByLoadNumberQuerySchema,
  LoadNumberParamsSchema,
} from "../../../shared/logistics/loads.ts";
import { ReasonCode } from "../../../shared/logistics/reason-codes.ts";
import { findLoadsByOrderNumber, toLoad } from "../db/loads.ts";
import { ApiError } from "../errors.ts";
import type { ApiEnv } from "../hono-env.ts";
import { validate } from "../validate.ts";

export const loads = new Hono<ApiEnv>()
  .get(
    "/logisticsLoadByLoadNumber/:loadNumber",
    validate("param", LoadNumberParamsSchema),
    validate("query", LoadByLoadNumberQuerySchema),
    async (c) => {
      const { loadNumber } = c.req.valid("param");
      const { company } = c.req.valid("query");
      const rows = (await findLoadsByOrderNumber(c.env.DB, loadNumber)).filter(
        (row) => company === undefined || row.company === company,
      );
      if (rows.length === 0)
        throw new ApiError(404, { message: "Invalid order", reasonCode: ReasonCode.invalidOrder });
      if (rows.length > 1)
        throw new ApiError(409, {
          message: `Order ${loadNumber} exists for ${rows.map((r) => r.company).join(" and ")}: pass ?company=`,
        });
      return c.json(toLoad(rows[0]!) satisfies Load);
    },
  )
  .get("/logisticsLoadsByLoadNumber/:loadNumber", validate("param", LoadNumberParamsSchema), async (c) => {
    const rows = await findLoadsByOrderNumber(c.env.DB, c.req.valid("param").loadNumber);
    return c.json(rows.map(toLoad) satisfies Load[]);
  });
