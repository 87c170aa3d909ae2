import type { Page } from "@playwright/test";

const CONTROL_ROLES = new Set([
  "button",
  "link",
  "textbox",
  "checkbox",
  "radio",
  "combobox",
  "menuitem",
  "menuitemradio",
  "switch",
  "tab",
]);

/** Controls a screen reader would announce with no name, read from Chromium's accessibility tree. */
export async function unnamedControls(page: Page): Promise<string[]> {
  const cdp = await page.context().newCDPSession(page);
  const { nodes } = (await cdp.send("Accessibility.getFullAXTree")) as {
    nodes: { ignored: boolean; role?: { value: string }; name?: { value: string } }[];
  };
  await cdp.detach();
  return nodes
    .filter((n) => !n.ignored && CONTROL_ROLES.has(n.role?.value ?? ""))
    .filter((n) => (n.name?.value ?? "").trim() === "")
    .map((n) => n.role?.value ?? "");
}

/**
 * Rendered controls smaller than 48×48 px. Links inside a sentence are exempt
 * (WCAG 2.5.8 "inline"); everything else a gloved thumb aims at is not.
 */
export async function smallTargets(page: Page): Promise<string[]> {
  return page.evaluate(() => {
    const small: string[] = [];
    const controls = document.querySelectorAll<HTMLElement>(
      "button, input, select, textarea, a[href], [role=menuitem], [role=menuitemradio]",
    );
    for (const el of controls) {
      // A radio, a checkbox or the camera's file input is aimed at through its label, which wraps it:
      // the label is the target.
      const target =
        el instanceof HTMLInputElement && ["radio", "checkbox", "file"].includes(el.type)
          ? (el.closest("label") ?? el)
          : el;
      const box = target.getBoundingClientRect();
      if (box.width === 0 && box.height === 0) continue;
      // A link inside a sentence is exempt; a link standing on its own is a target like any button.
      const inSentence = el.parentElement?.textContent?.trim() !== el.textContent?.trim();
      if (el.tagName === "A" && getComputedStyle(el).display === "inline" && inSentence) continue;
      if (box.width < 48 || box.height < 48) {
        const label = (el.getAttribute("aria-label") ?? el.textContent ?? "").trim().slice(0, 40);
        small.push(
          `${el.tagName.toLowerCase()} "${label}" ${Math.round(box.width)}×${Math.round(box.height)}`,
        );
      }
    }
    return small;
  });
}

/** The text a driver sees, for looking for words of the wrong language. */
export async function visibleText(page: Page): Promise<string> {
  // biome-ignore lint/performance/useDomNodeTextContent: only rendered text counts here, not hidden nodes.
  return page.evaluate(() => document.body.innerText);
}
