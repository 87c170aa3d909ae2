// WebKitGTK drives the WebKit browser tests (tests/webkit, decision 072): Debian's
// webkit2gtk-driver gives WebKitWebDriver, a W3C WebDriver server for WebKit's
// MiniBrowser, which needs a display: Xvfb gives it one. No browser download.
export const WEBKIT_WEBDRIVER = "/usr/bin/WebKitWebDriver";
export const MINIBROWSER = "/usr/lib/x86_64-linux-gnu/webkit2gtk-4.1/MiniBrowser";
export const XVFB = "/usr/bin/Xvfb";

/** Debian's packages that give the three above (MiniBrowser comes with libwebkit2gtk-4.1-0). */
export const WEBKIT_PACKAGES = ["webkit2gtk-driver", "xvfb"];
