// The update prompt, against fakes of the browser's service worker objects
// (ServiceWorkerContainer, the registration, the workers): the edge of the app.
import { i18n } from "@lingui/core";
import { afterEach, beforeEach, describe, expect, it, vi } from "vitest";
import { firstScreenShown } from "#web/first-screen/first-screen.ts";
import { SKIP_WAITING } from "#web/lib/service-worker-messages.ts";
import { renderText } from "#web/lib/text.ts";
import { confirmations } from "#web/stores/confirmations.ts";
import { registerServiceWorker, registerServiceWorkerAfterFirstScreen } from "./register-service-worker.ts";

class FakeWorker extends EventTarget {
  state = "installing";
  postMessage = vi.fn();
  moveTo(state: string) {
    this.state = state;
    this.dispatchEvent(new Event("statechange"));
  }
}

class FakeRegistration extends EventTarget {
  installing: FakeWorker | null = null;
  waiting: FakeWorker | null = null;
  active: FakeWorker | null = null;
  update = vi.fn(async () => {});
  /** The browser found a new version and starts installing it. */
  find(worker = new FakeWorker()) {
    this.installing = worker;
    this.dispatchEvent(new Event("updatefound"));
    return worker;
  }
}

class FakeContainer extends EventTarget {
  controller: object | null;
  constructor(
    readonly registration: FakeRegistration,
    controlled: boolean,
  ) {
    super();
    // A controlled page has the registration's active worker (the version in use).
    if (controlled) registration.active ??= Object.assign(new FakeWorker(), { state: "activated" });
    this.controller = controlled ? registration.active : null;
  }
  register = vi.fn(async () => this.registration);
  takeOver() {
    this.controller = {};
    this.dispatchEvent(new Event("controllerchange"));
  }
}

const reload = vi.fn();

async function start(registration: FakeRegistration, controlled: boolean) {
  const container = new FakeContainer(registration, controlled);
  await registerServiceWorker(container as unknown as ServiceWorkerContainer);
  return container;
}

const prompt = () => confirmations.current.value;
const press = (text: string) => {
  const button = prompt()?.buttons.find((b) => renderText(i18n, b.text) === text);
  if (!button) throw new Error(`no button ${text}`);
  confirmations.showNext();
  button.action?.();
};

describe("service worker updates", () => {
  beforeEach(() => {
    i18n.loadAndActivate({ locale: "en-US", messages: {} });
    vi.stubGlobal("location", { reload });
  });
  afterEach(() => {
    vi.unstubAllGlobals();
    reload.mockReset();
    confirmations.clear();
    firstScreenShown.value = false;
  });

  it("the first install asks nothing and reloads nothing", async () => {
    const registration = new FakeRegistration();
    const container = await start(registration, false);
    registration.find().moveTo("installed");
    container.takeOver();
    expect(prompt()).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it("the first install asks nothing when the page hears it is controlled before it hears installed (WebKit)", async () => {
    const registration = new FakeRegistration();
    const container = await start(registration, false);
    const worker = registration.find();
    // Activated and claimed the page; the stale "installed" state change arrives after that.
    registration.active = worker;
    container.takeOver();
    worker.moveTo("installed");
    expect(prompt()).toBeNull();
    expect(reload).not.toHaveBeenCalled();
  });

  it("asks when a new version is ready, and reloads once the driver presses Update", async () => {
    const registration = new FakeRegistration();
    const container = await start(registration, true);
    const worker = registration.find();
    expect(prompt()).toBeNull();
    worker.moveTo("installed");
    expect(prompt() && renderText(i18n, prompt()!.title!)).toBe("A new version is available");
    press("Update");
    expect(worker.postMessage).toHaveBeenCalledWith({ type: SKIP_WAITING });
    container.takeOver();
    container.takeOver();
    expect(reload).toHaveBeenCalledOnce();
  });

  it("Later keeps the page as it is", async () => {
    const registration = new FakeRegistration();
    const container = await start(registration, true);
    const worker = registration.find();
    worker.moveTo("installed");
    press("Later");
    expect(worker.postMessage).not.toHaveBeenCalled();
    container.takeOver();
    expect(reload).not.toHaveBeenCalled();
  });

  it("asks at start for a version already waiting", async () => {
    const registration = new FakeRegistration();
    registration.waiting = new FakeWorker();
    registration.waiting.state = "installed";
    await start(registration, true);
    expect(prompt()).not.toBeNull();
  });

  it("asks for a version the browser was already installing when the page registered", async () => {
    const registration = new FakeRegistration();
    // The navigation's own update check found it before the app's listener was there.
    const worker = new FakeWorker();
    registration.installing = worker;
    await start(registration, true);
    worker.moveTo("installed");
    expect(prompt()).not.toBeNull();
  });

  it("registers only once the first screen is up and the page has loaded, so precaching never delays it", async () => {
    const container = new FakeContainer(new FakeRegistration(), false);
    const page = Object.assign(new EventTarget(), { document: { readyState: "loading" } });
    const registered = registerServiceWorkerAfterFirstScreen(
      container as unknown as ServiceWorkerContainer,
      page as unknown as Window,
    );
    const settle = () => new Promise((resolve) => setTimeout(resolve, 0));
    await settle();
    expect(container.register).not.toHaveBeenCalled();
    // The page's files are in, but the first screen's own chunk is not: still nothing.
    page.document.readyState = "complete";
    page.dispatchEvent(new Event("load"));
    await settle();
    expect(container.register).not.toHaveBeenCalled();
    firstScreenShown.value = true;
    await registered;
    expect(container.register).toHaveBeenCalledWith("/sw.js", { scope: "/" });
  });

  it("with the first screen up before the load event, waits for the load event", async () => {
    const container = new FakeContainer(new FakeRegistration(), false);
    const page = Object.assign(new EventTarget(), { document: { readyState: "interactive" } });
    firstScreenShown.value = true;
    const registered = registerServiceWorkerAfterFirstScreen(
      container as unknown as ServiceWorkerContainer,
      page as unknown as Window,
    );
    await new Promise((resolve) => setTimeout(resolve, 0));
    expect(container.register).not.toHaveBeenCalled();
    page.dispatchEvent(new Event("load"));
    await registered;
    expect(container.register).toHaveBeenCalledOnce();
  });
});
