import { cleanup, screen, within } from "@testing-library/react";
import { afterEach, describe, expect, it, vi } from "vitest";
import { reloadPersistedSignals } from "#web/lib/storage.ts";
import { alerts } from "#web/stores/alerts.ts";
import { demoOrderTrailer } from "#web/test/finder-fixtures.ts";
import { installFakeApi, signInAs } from "#web/test/in-memory-worker.ts";
import { renderApp } from "#web/test/render-app.tsx";

const trailers = [demoOrderTrailer("400101", "inboundEmpty"), demoOrderTrailer("400102", "outboundEmpty")];

async function manageTrailerWith(orderTrailers = trailers) {
  const api = installFakeApi();
  signInAs(api);
  api.state.orderTrailers = orderTrailers;
  localStorage.setItem("hitch:orderTrailers", JSON.stringify(orderTrailers));
  reloadPersistedSignals();
  const rendered = await renderApp("/manageTrailer");
  return { api, ...rendered };
}

/**
 * The browser's share sheet and clipboard, faked at the edge; undefined leaves one out. Set after
 * rendering: user-event puts a clipboard of its own on the navigator when it is set up.
 */
function phoneWith(
  share: ((data: ShareData) => Promise<void>) | undefined,
  writeText?: (text: string) => Promise<void>,
) {
  Object.defineProperty(navigator, "share", { configurable: true, value: share });
  Object.defineProperty(navigator, "clipboard", {
    configurable: true,
    value: writeText ? { writeText } : undefined,
  });
}

afterEach(() => {
  cleanup();
  Reflect.deleteProperty(navigator, "share");
  Reflect.deleteProperty(navigator, "clipboard");
});

/** A finder link the Worker signed for this page, for one trailer (`map`) or the load (`tacMap`). */
const signedLink = (finder: "map" | "tacMap") =>
  new RegExp(`^${window.location.origin}/trailers/${finder}#link=[A-Za-z0-9_.-]{40,}$`);

const messages = () =>
  alerts.alerts.value.map((a) => [a.theme, typeof a.message === "string" ? a.message : a.message?.message]);

describe("Manage trailer: the order's trailers on the finder map", () => {
  it("links each slot's trailer to its finder map, and all of them to one map", async () => {
    await manageTrailerWith();
    const section = screen.getByRole("region", { name: "Your order's trailers" });
    expect(within(section).getByText("Inbound empty", { exact: false })).toBeVisible();
    expect(
      within(section).getByRole("link", { name: "Find trailer 400101 on the map" }).getAttribute("href"),
    ).toBe("/trailers/map?trailer=400101-knight");
    expect(within(section).getByRole("link", { name: "See all on one map" }).getAttribute("href")).toBe(
      "/trailers/tacMap",
    );
  });

  it("shows nothing of the kind while the order has no trailer", async () => {
    await manageTrailerWith([]);
    expect(screen.queryByRole("region", { name: "Your order's trailers" })).toBeNull();
  });

  it("shares one trailer's location through the phone's share sheet, and shows the link", async () => {
    const { user, api } = await manageTrailerWith();
    const share = vi.fn(async (_data: ShareData) => {});
    phoneWith(share);
    await user.click(screen.getByRole("button", { name: "Share location of trailer 400102" }));
    // The Worker answers asynchronously (it reads the session through Web Crypto).
    await vi.waitFor(() =>
      expect(share).toHaveBeenCalledWith({
        title: "Where the trailer is",
        url: expect.stringMatching(signedLink("map")),
      }),
    );
    const url = share.mock.calls[0]![0].url;
    expect(api.calls.find((c) => c.path === "/api/finder/links")?.body).toEqual({
      trailerId: "400102-knight",
    });
    expect(await screen.findByRole("textbox", { name: /Location link, works until/ })).toHaveProperty(
      "value",
      url,
    );
    await vi.waitFor(() =>
      expect(messages()).toContainEqual(["success", "Link shared. It works for 24 hours."]),
    );
  });

  it("copies the link where there is no share sheet, and shares all the trailers at once", async () => {
    const { user } = await manageTrailerWith();
    const writeText = vi.fn(async (_text: string) => {});
    phoneWith(undefined, writeText);
    await user.click(screen.getByRole("button", { name: "Share the location of all" }));
    await vi.waitFor(() =>
      expect(writeText).toHaveBeenCalledWith(expect.stringMatching(signedLink("tacMap"))),
    );
    const url = writeText.mock.calls[0]![0];
    expect(await screen.findByRole("textbox", { name: /Location link/ })).toHaveProperty("value", url);
    await vi.waitFor(() =>
      expect(messages()).toContainEqual([
        "success",
        "Link copied: paste it in a message. It works for 24 hours.",
      ]),
    );
  });

  it("still shows the link when neither a share sheet nor the clipboard is there", async () => {
    const { user } = await manageTrailerWith();
    phoneWith(undefined, async () => {
      throw new DOMException("Not allowed", "NotAllowedError");
    });
    await user.click(screen.getByRole("button", { name: "Share location of trailer 400101" }));
    const field = await screen.findByRole("textbox", { name: /Location link/ });
    expect((field as HTMLInputElement).value).toMatch(signedLink("map"));
    expect(messages().filter(([theme]) => theme === "success")).toEqual([]);
  });
});
