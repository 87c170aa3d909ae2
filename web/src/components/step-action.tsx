import { type ReactNode, useLayoutEffect, useRef } from "react";

/**
 * A step's main action kept in view at the screen's foot, below a form that runs past a phone's
 * screen (workflow.css `.step-action`, decision 107). While it is on screen the page's scroll
 * padding is its height, whatever it holds (an error beside the button makes it taller): a field the
 * driver taps under it is scrolled clear of it by the browser's own focus scroll (decision 141).
 * When it grows (a line saying Continue is working, an error) on a page scrolled down to it, the
 * page scrolls by as much, so the text just above it, read as the driver tapped, is not covered.
 */
export function StepAction({ children }: { children: ReactNode }) {
  const bar = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    let height = element.offsetHeight;
    const padToHeight = () => {
      const grownBy = element.offsetHeight - height;
      height = element.offsetHeight;
      root.style.setProperty("scroll-padding-bottom", `${height}px`);
      // A page the driver has not scrolled stays at its top, its heading in view.
      if (grownBy > 0 && window.scrollY > 0) window.scrollBy(0, grownBy);
    };
    padToHeight();
    const resized = typeof ResizeObserver === "undefined" ? undefined : new ResizeObserver(padToHeight);
    resized?.observe(element);
    return () => {
      resized?.disconnect();
      root.style.removeProperty("scroll-padding-bottom");
    };
  }, []);
  return (
    <div ref={bar} className="step-action">
      {children}
    </div>
  );
}
