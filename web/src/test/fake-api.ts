// The edge Worker's browser API, faked at the network edge for React tests:
// `fetch` answers follow the real contract — inputs checked and answers built
// with the shared schemas, errors in the ApiError shape with their `kind`.
import { vi } from "vitest";
import { z } from "zod/mini";
import { PublicConfigSchema } from "../../../shared/api/app.ts";
import {
  FINDER_LINK_HEADER,
  FinderAnswerSchema,
  FinderLinkAnswerSchema,
  type FinderTrailer,
  FinderTrailerSchema,
  finderLinkPath,
} from "../../../shared/api/finder.ts";
import {
  type ApiErrorKind,
  ApiErrorSchema,
  ChangeOrderSchema,
  SignInStartResultSchema,
  SignInStartSchema,
  SignInVerifySchema,
  type UserDetails,
  UserDetailsSchema,
} from "../../../shared/api/session.ts";
import {
  AppLaunchStateSchema,
  FeatureFlagsSchema,
  FeedbackRequestSchema,
  OrderTrailerSchema,
  type PersistentAlert,
  PersistentAlertResponseSchema,
} from "../../../shared/logistics/app.ts";
import type { Company } from "../../../shared/logistics/enums.ts";
import { GetByQrIdResponseSchema } from "../../../shared/logistics/trailers.ts";

type OrderTrailer = z.infer<typeof OrderTrailerSchema>;

export const DEMO = {
  orderNumber: "K100200",
  /** Booked with both companies: sign-in asks which. */
  bothCompaniesOrder: "B300400",
  mobileNumber: "5551234567",
  formattedMobile: "(555) 123-4567",
  companyDriverMobile: "5559990000",
  code: "123456",
  qrId: "QR-GOOD-1",
  trailerNumber: "5301234",
} as const;

const ORDERS: Record<string, { company: Company; loadId: string }[]> = {
  [DEMO.orderNumber]: [{ company: "knight", loadId: "load-k100200" }],
  [DEMO.bothCompaniesOrder]: [
    { company: "knight", loadId: "load-b300400-k" },
    { company: "swift", loadId: "load-b300400-s" },
  ],
};
const PHONES_ON_FILE = new Set<string>([DEMO.mobileNumber, DEMO.companyDriverMobile]);
export const RESEND_SECONDS = 30;

export function demoUser(overrides: Partial<UserDetails> = {}): UserDetails {
  return UserDetailsSchema.parse({
    orderNumber: DEMO.orderNumber,
    mobileNumber: DEMO.mobileNumber,
    company: "knight",
    loadId: "load-k100200",
    ...overrides,
  });
}

type Answer = { status: number; body?: unknown };

function json(status: number, body: unknown): Answer {
  return { status, body };
}

function error(
  kind: ApiErrorKind,
  statusCode: number,
  message: string,
  extra: { retryAfterSeconds?: number; issues?: { path: string; message: string }[] } = {},
): Answer {
  return json(statusCode, ApiErrorSchema.parse({ kind, statusCode, message, ...extra }));
}

function validationError(issues: { path: PropertyKey[]; message: string }[]): Answer {
  return error("validation", 400, "Invalid input", {
    issues: issues.map((i) => ({ path: i.path.map(String).join("."), message: i.message })),
  });
}

const unauthorized = () => error("unauthorized", 401, "Session Expired");

export interface FakeApiState {
  /** The session behind the cookie; null when signed out or expired. */
  session: UserDetails | null;
  /** When a code may be requested again (fake-time ms), per phone. */
  resendAt: Map<string, number>;
  persistentAlert: PersistentAlert | null;
  feedbackAccepted: boolean;
  /** The network fails: fetch rejects. */
  unreachable: boolean;
  /** The Worker gets no answer from the logistics API. */
  upstreamTimeout: boolean;
  /** The signed-in driver's load's trailers (launch state, the finder's own view). */
  orderTrailers: OrderTrailer[];
  /** The trailers a valid finder link (FINDER_LINKS.valid) shows. */
  linkTrailers: FinderTrailer[];
}

export interface Call {
  method: string;
  path: string;
  body: unknown;
}

export function createFakeApi() {
  const state: FakeApiState = {
    session: null,
    resendAt: new Map(),
    persistentAlert: null,
    feedbackAccepted: true,
    unreachable: false,
    upstreamTimeout: false,
    orderTrailers: [],
    linkTrailers: [],
  };
  const calls: Call[] = [];

  function route(method: string, path: string, body: unknown, url: URL, headers: Headers): Answer {
    if (method === "POST" && path === "/api/session/code") {
      const input = SignInStartSchema.safeParse(body);
      if (!input.success) return validationError(input.error.issues);
      const { orderNumber, mobileNumber, company } = input.data;
      const loads = (ORDERS[orderNumber] ?? []).filter((l) => !company || l.company === company);
      const [load] = loads;
      if (!load) return error("invalidOrder", 404, "No order with this number.");
      if (loads.length > 1) {
        return json(
          200,
          SignInStartResultSchema.parse({ status: "chooseCompany", companies: loads.map((l) => l.company) }),
        );
      }
      if (!PHONES_ON_FILE.has(mobileNumber)) {
        return error("notOnFile", 404, "This phone number is not on file for this order.");
      }
      if (mobileNumber === DEMO.companyDriverMobile) {
        return error("companyDriver", 403, "Company drivers use the company apps.");
      }
      const wait = Math.ceil(((state.resendAt.get(mobileNumber) ?? 0) - Date.now()) / 1000);
      if (wait > 0) return error("cooldown", 429, "Please wait.", { retryAfterSeconds: wait });
      state.resendAt.set(mobileNumber, Date.now() + RESEND_SECONDS * 1000);
      return json(
        200,
        SignInStartResultSchema.parse({
          status: "codeSent",
          company: load.company,
          retryAfterSeconds: RESEND_SECONDS,
        }),
      );
    }
    if (method === "POST" && path === "/api/session") {
      const input = SignInVerifySchema.safeParse(body);
      if (!input.success) return validationError(input.error.issues);
      if (input.data.code !== DEMO.code) return error("invalidCode", 401, "Invalid code. Please try again.");
      const load = ORDERS[input.data.orderNumber]?.find((l) => l.company === input.data.company);
      if (!load) return error("invalidOrder", 404, "No order with this number.");
      state.session = demoUser({
        orderNumber: input.data.orderNumber,
        company: load.company,
        loadId: load.loadId,
      });
      return json(200, { user: state.session });
    }
    if (method === "DELETE" && path === "/api/session") {
      state.session = null;
      return { status: 204 };
    }
    if (method === "GET" && path === "/api/alerts/persistent") {
      return json(200, PersistentAlertResponseSchema.parse(state.persistentAlert));
    }

    if (method === "GET" && path === "/api/config") {
      return json(
        200,
        PublicConfigSchema.parse({ environmentName: "test", mapsKey: "test-key", mapsStyleUrl: "" }),
      );
    }
    if (method === "GET" && path === "/api/finder/link") {
      const token = headers.get(FINDER_LINK_HEADER);
      if (token === FINDER_LINKS.expired) return error("linkExpired", 410, "This link has expired.");
      if (token !== FINDER_LINKS.valid) return error("linkInvalid", 403, "This link is not valid.");
      const scope = state.linkTrailers.length === 1 ? "trailer" : "load";
      return json(
        200,
        FinderAnswerSchema.parse({
          scope,
          trailers: state.linkTrailers,
          linkExpiresAt: "2026-11-22T10:00:00.000Z",
        }),
      );
    }

    // Everything below needs a session.
    if (!state.session) return unauthorized();
    if (method === "GET" && path === "/api/finder/mine") {
      const own = state.orderTrailers.map((t) => ({ id: t.trailerId, view: finderView(t) }));
      const wanted = url.searchParams.get("trailer");
      if (wanted === null) {
        return json(
          200,
          FinderAnswerSchema.parse({ scope: "load", trailers: own.map((o) => o.view), linkExpiresAt: null }),
        );
      }
      const one = own.find((o) => o.id === wanted);
      if (!one) return error("notFound", 404, "This trailer is not on your order.");
      return json(
        200,
        FinderAnswerSchema.parse({ scope: "trailer", trailers: [one.view], linkExpiresAt: null }),
      );
    }
    if (method === "POST" && path === "/api/finder/links") {
      const input = z.object({ trailerId: z.optional(z.string()) }).parse(body);
      const scope = input.trailerId === undefined ? "load" : "trailer";
      return json(
        200,
        FinderLinkAnswerSchema.parse({
          path: finderLinkPath(scope, `${FINDER_LINKS.valid}-${input.trailerId ?? "load"}`),
          scope,
          expiresAt: "2026-11-22T10:00:00.000Z",
        }),
      );
    }
    if (method === "GET" && path === "/api/session") return json(200, { user: state.session });
    if (method === "PUT" && path === "/api/session/order") {
      const input = ChangeOrderSchema.safeParse(body);
      if (!input.success) return validationError(input.error.issues);
      const loads = (ORDERS[input.data.orderNumber] ?? []).filter(
        (l) => !input.data.company || l.company === input.data.company,
      );
      if (loads.length === 0) return error("invalidOrder", 404, "No order with this number.");
      if (loads.length > 1) {
        return json(
          200,
          SignInStartResultSchema.parse({ status: "chooseCompany", companies: loads.map((l) => l.company) }),
        );
      }
      const [load] = loads as [{ company: Company; loadId: string }];
      state.session = { ...state.session, orderNumber: input.data.orderNumber, ...load };
      return json(200, { user: state.session });
    }
    if (method === "GET" && path === "/api/launch-state") {
      return json(200, launchState(state.session, state.orderTrailers));
    }
    if (method === "GET" && path === "/api/feature-flags") {
      return json(200, FeatureFlagsSchema.parse({ featureFlags: { trailerPhotosWorkflowEnabled: true } }));
    }
    if (method === "POST" && path === "/api/feedback") {
      const input = FeedbackRequestSchema.safeParse(body);
      if (!input.success) return validationError(input.error.issues);
      return json(200, { submitted: state.feedbackAccepted });
    }
    const qr = /^\/api\/trailers\/qr\/([^/]+)$/.exec(path);
    if (method === "GET" && qr) {
      const qrId = decodeURIComponent(qr[1]!);
      return json(
        200,
        GetByQrIdResponseSchema.parse(
          qrId === DEMO.qrId
            ? {
                isFound: true,
                trailerId: `${DEMO.trailerNumber}-knight`,
                trailerNumber: DEMO.trailerNumber,
                trailerCompany: "knight",
                isAttached: false,
                trailerStatus: "H",
                currentOrderNumber: null,
              }
            : { isFound: false, reasonCode: 480, message: "Trailer not found" },
        ),
      );
    }
    return error("validation", 404, "No such API route.");
  }

  const fetch = vi.fn(async (input: RequestInfo | URL, init: RequestInit = {}): Promise<Response> => {
    const url = new URL(
      typeof input === "string" ? input : input instanceof URL ? input.href : input.url,
      "http://hitch.test",
    );
    const method = (init.method ?? "GET").toUpperCase();
    const body: unknown = typeof init.body === "string" ? JSON.parse(init.body) : undefined;
    calls.push({ method, path: url.pathname, body });
    if (state.unreachable) throw new TypeError("Failed to fetch");
    if (state.upstreamTimeout && url.pathname !== "/api/session") {
      const answer = error("timeout", 408, "No Response From API");
      return new Response(JSON.stringify(answer.body), {
        status: 504,
        headers: { "content-type": "application/json" },
      });
    }
    const answer = route(method, url.pathname, body, url, new Headers(init.headers));
    return new Response(answer.body === undefined ? null : JSON.stringify(answer.body), {
      status: answer.status,
      headers: answer.body === undefined ? {} : { "content-type": "application/json" },
    });
  });

  return { state, calls, fetch };
}

export type FakeApi = ReturnType<typeof createFakeApi>;

function launchState(user: UserDetails, orderTrailers: OrderTrailer[]) {
  return AppLaunchStateSchema.parse({
    load: {
      id: user.loadId,
      orderNumber: user.orderNumber,
      company: user.company,
      equipmentTypeId: "KPO",
      carrier: { name: "Demo Carrier", dotNumber: "1234567" },
      inboundEmpty: null,
      loadedTrailer: null,
      outboundEmpty: null,
      source: "demo",
      sourceLastReported: "2026-11-20T10:00:00Z",
      tmsSourceSystem: "mcleod",
    },
    orderTrailers,
    trailerAttachedFromPreviousOrder: null,
    currentlyAttachedTrailer: null,
  });
}

/** Finder link tokens the fake Worker knows (it checks no signature: that is the Worker's own test). */
export const FINDER_LINKS = { valid: "valid-finder-link", expired: "expired-finder-link" } as const;

/** An order trailer of the demo load, positioned at the demo yard unless told otherwise. */
export function demoOrderTrailer(
  trailerNumber: string,
  slot: OrderTrailer["trailerFieldType"],
  location: { lat: number; lng: number } | null = { lat: 33.4258, lng: -112.0203 },
): OrderTrailer {
  return OrderTrailerSchema.parse({
    trailerId: `${trailerNumber}-knight`,
    isCurrentlyAttachedToOrder: false,
    trailerFieldType: slot,
    trailer: {
      id: `${trailerNumber}-knight`,
      trailerNumber,
      company: "knight",
      availability: 0,
      repairsNeededLevel: 0,
      isAttached: false,
      sourceLastReported: location ? "2026-11-21T09:30:00.000Z" : null,
      status: "A",
      movementStatus: 0,
      currentOrderNumber: null,
      reservation: null,
      location,
      locationConfidenceRating: location ? 95 : null,
      licensePlateNumber: null,
      vehicleIdentificationNumber: null,
      trailerQr: null,
      type: "DRY_VAN",
    },
  });
}

/** What the Worker's narrow answer says about an order trailer. */
export function finderView({ trailer, trailerFieldType }: OrderTrailer): FinderTrailer {
  return FinderTrailerSchema.parse({
    trailerNumber: trailer.trailerNumber,
    company: trailer.company,
    slot: trailerFieldType,
    found: true,
    position: trailer.location && { ...trailer.location, radiusMetres: 15 },
    reportedAt: trailer.sourceLastReported,
    ageSeconds: trailer.sourceLastReported ? 1800 : null,
  });
}

/** Replaces the global fetch with the fake for this test. */
export function installFakeApi(): FakeApi {
  const api = createFakeApi();
  vi.stubGlobal("fetch", api.fetch);
  return api;
}

/** A driver signed in on this phone: the Worker holds the session, the phone the user details. */
export function signInAs(api: FakeApi, user: UserDetails = demoUser()): UserDetails {
  api.state.session = user;
  localStorage.setItem("hitch:userDetails", JSON.stringify(user));
  return user;
}
