import { type ReactNode, useLayoutEffect, useRef } from "react";

/**
 * A step's main action kept in view at the screen's foot, below a form that runs past a phone's
 * screen (workflow.css `.step-action`, decision 107). While it is on screen the page's scroll
 * padding is its height, whatever it holds (an error beside the button makes it taller): a field the
 * driver taps under it is scrolled clear of it by the browser's own focus scroll (decision 141).
 */
export function StepAction({ children }: { children: ReactNode }) {
  const bar = useRef<HTMLDivElement>(null);
  useLayoutEffect(() => {
    const element = bar.current;
    if (!element) return;
    const root = document.documentElement;
    const padToHeight = () => root.style.setProperty("scroll-padding-bottom", `${element.offsetHeight}px`);
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
