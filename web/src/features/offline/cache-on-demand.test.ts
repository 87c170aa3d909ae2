// When the page asks its service worker for the files the install left out (decision 130): only
// once the phone is idle. The worker is faked (the browser's object, the edge of the app); the
// page's downloads are told to the code as Resource Timing would.
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { CACHE_ON_DEMAND } from "#web/lib/service-worker-messages.ts";
import { offline } from "#web/stores/network.ts";
import { unsentWork } from "#web/stores/unsent-work.ts";
import { cacheOnDemandWhenIdle, QUIET_MS } from "./cache-on-demand.ts";

describe("the files on demand, asked for when the phone is idle", () => {
  const postMessage = vi.fn();
  let download = () => {};
  let stop = () => {};

  beforeEach(() => {
    vi.useFakeTimers();
    postMessage.mockClear();
    offline.value = false;
    unsentWork.value = { count: 0, photos: 0 };
    stop = cacheOnDemandWhenIdle(
      () => ({ postMessage }) as unknown as ServiceWorker,
      undefined,
      (heard) => {
        download = heard;
        return () => {};
      },
    );
  });

  afterEach(() => {
    stop();
    vi.useRealTimers();
  });

  it("asks once the page has downloaded nothing for a while, the wait counted again from each download", () => {
    vi.advanceTimersByTime(QUIET_MS - 1000);
    download();
    vi.advanceTimersByTime(QUIET_MS - 1000);
    expect(postMessage).not.toHaveBeenCalled();
    vi.advanceTimersByTime(1000);
    expect(postMessage).toHaveBeenCalledExactlyOnceWith({ type: CACHE_ON_DEMAND });
    // Quiet on: nothing more to ask until something happens again.
    vi.advanceTimersByTime(QUIET_MS * 3);
    expect(postMessage).toHaveBeenCalledOnce();
  });

  it("never while the driver's work waits to be sent: the link is theirs", () => {
    unsentWork.value = { count: 7, photos: 6 };
    vi.advanceTimersByTime(QUIET_MS * 3);
    expect(postMessage).not.toHaveBeenCalled();
    unsentWork.value = { count: 0, photos: 0 };
    vi.advanceTimersByTime(QUIET_MS);
    expect(postMessage).toHaveBeenCalledOnce();
  });

  it("never with no signal", () => {
    offline.value = true;
    vi.advanceTimersByTime(QUIET_MS * 3);
    expect(postMessage).not.toHaveBeenCalled();
    offline.value = false;
    vi.advanceTimersByTime(QUIET_MS);
    expect(postMessage).toHaveBeenCalledOnce();
  });
});
