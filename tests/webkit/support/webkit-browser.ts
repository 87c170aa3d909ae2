// WebKitGTK for the browser tests (decision 072): a virtual display (Xvfb, sized
// as the phone's screen), WebKitWebDriver on a free port, and one MiniBrowser
// session through selenium-webdriver, full screen at 390×844. Everything started
// here is stopped by `close`.
import { type ChildProcess, spawn } from "node:child_process";
import { createWriteStream } from "node:fs";
import { createServer } from "node:net";
import { Builder, type WebDriver } from "selenium-webdriver";
import { MINIBROWSER, WEBKIT_WEBDRIVER, XVFB } from "#scripts/lib/webkit.ts";
import { Phone } from "./phone.ts";
import { startSignal } from "./signal.ts";

const PHONE = { width: 390, height: 844 };

/** A port nobody listens on now (the kernel's choice). */
function freePort(): Promise<number> {
  return new Promise((resolve, reject) => {
    const server = createServer();
    server.on("error", reject);
    server.listen(0, "127.0.0.1", () => {
      const { port } = server.address() as { port: number };
      server.close(() => resolve(port));
    });
  });
}

/** Xvfb on a display number it picks itself (-displayfd), once it is ready. */
function startDisplay(log: NodeJS.WritableStream): Promise<{ display: string; process: ChildProcess }> {
  const xvfb = spawn(
    XVFB,
    ["-displayfd", "3", "-screen", "0", `${PHONE.width}x${PHONE.height}x24`, "-nolisten", "tcp"],
    { stdio: ["ignore", "pipe", "pipe", "pipe"] },
  );
  xvfb.stdout?.pipe(log, { end: false });
  xvfb.stderr?.pipe(log, { end: false });
  return new Promise((resolve, reject) => {
    let number = "";
    xvfb.stdio[3]?.on("data", (chunk: Buffer) => {
      number += chunk.toString();
      if (number.includes("\n")) resolve({ display: `:${number.trim()}`, process: xvfb });
    });
    xvfb.on("exit", (code) => reject(new Error(`Xvfb exited with ${code}`)));
  });
}

/** Resolves once the WebDriver server answers its status. */
async function waitForDriver(url: string): Promise<void> {
  for (let i = 0; i < 100; i++) {
    try {
      if ((await fetch(`${url}/status`)).ok) return;
    } catch {
      // not listening yet
    }
    await new Promise((r) => setTimeout(r, 100));
  }
  throw new Error(`WebKitWebDriver did not answer at ${url}`);
}

type WebKitBrowser = { driver: WebDriver; close(): Promise<void> };

/** MiniBrowser under WebKitWebDriver on a display of its own; its output goes to `logFile`. */
async function launchWebKit(logFile: string): Promise<WebKitBrowser> {
  const log = createWriteStream(logFile);
  const { display, process: xvfb } = await startDisplay(log);
  const port = await freePort();
  const server = spawn(WEBKIT_WEBDRIVER, [`--port=${port}`], {
    stdio: ["ignore", "pipe", "pipe"],
    env: { ...process.env, DISPLAY: display },
  });
  server.stdout?.pipe(log, { end: false });
  server.stderr?.pipe(log, { end: false });
  const stop = () => {
    server.kill("SIGTERM");
    xvfb.kill("SIGTERM");
    log.end();
  };
  try {
    const url = `http://127.0.0.1:${port}`;
    await waitForDriver(url);
    const driver = await new Builder()
      .usingServer(url)
      .withCapabilities({
        browserName: "MiniBrowser",
        "webkitgtk:browserOptions": {
          binary: MINIBROWSER,
          // Full screen, so the page gets the whole window (no toolbar): 390 wide as a phone.
          args: ["--automation", "--full-screen", "--enable-write-console-messages-to-stdout=true"],
        },
      })
      .build();
    await driver
      .manage()
      .window()
      .setRect({ x: 0, y: 0, ...PHONE });
    await driver.manage().setTimeouts({ script: 60_000, pageLoad: 60_000 });
    return {
      driver,
      async close() {
        await driver.quit().catch(() => {});
        stop();
      },
    };
  } catch (error) {
    stop();
    throw error;
  }
}

/** A phone in WebKit reaching the app at `appUrl` through its own signal (tests/webkit/support/signal.ts). */
export async function openPhone(
  appUrl: string,
  logFile: string,
): Promise<{ phone: Phone; close(): Promise<void> }> {
  const signal = await startSignal(appUrl);
  const browser = await launchWebKit(logFile).catch(async (error: unknown) => {
    await signal.close();
    throw error;
  });
  return {
    phone: new Phone(browser.driver, signal),
    async close() {
      await browser.close();
      await signal.close();
    },
  };
}
