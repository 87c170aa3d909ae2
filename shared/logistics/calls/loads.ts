// The contract's calls about an order's loads (docs/product.md §7): the loads of an order number,
// one of them, and the trailers attached to it.
import { call } from "#shared/logistics/call-definition.ts";
import {
  AttachedTrailersReadSchema,
  AttachedTrailersResponseSchema,
  LoadByLoadNumberQuerySchema,
  LoadNumberParamsSchema,
  LoadReadSchema,
  LoadSchema,
  LoadsReadSchema,
  LoadsResponseSchema,
} from "#shared/logistics/loads.ts";
import { ReasonCode } from "#shared/logistics/reason-codes.ts";

export const LOAD_CALLS = {
  loadByLoadNumber: call({
    method: "GET",
    path: "api/loads/logisticsLoadByLoadNumber/:loadNumber",
    guard: "app",
    params: LoadNumberParamsSchema,
    query: LoadByLoadNumberQuerySchema,
    response: LoadSchema,
    read: LoadReadSchema,
    reasonCodes: [ReasonCode.invalidOrder],
    extensions: {
      query: {
        company:
          "Asked only for a session opened before sessions kept the DOT number (decision 062); ignored, the order's only or first load answers.",
      },
      answer: { "carrier.name": "Not read." },
    },
  }),
  loadsByLoadNumber: call({
    method: "GET",
    path: "api/loads/logisticsLoadsByLoadNumber/:loadNumber",
    guard: "app",
    params: LoadNumberParamsSchema,
    response: LoadsResponseSchema,
    read: LoadsReadSchema,
    reasonCodes: [],
    extensions: { answer: { "[].carrier.name": "Not read." } },
  }),
  trailersAttachedToLoad: call({
    method: "GET",
    path: "api/trailers/trailersAttachedToLogisticsByLoadNumber/:loadNumber",
    guard: "app",
    params: LoadNumberParamsSchema,
    response: AttachedTrailersResponseSchema,
    read: AttachedTrailersReadSchema,
    reasonCodes: [],
  }),
};
