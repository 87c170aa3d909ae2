// React's lazy() for the route table, with each screen's loader kept, so the
// code of the screen a page opens at can be asked for at once, alongside the
// catalog and the session check, rather than after them (issue 11).
import { type ComponentType, type LazyExoticComponent, lazy } from "react";

type Loader = () => Promise<{ default: ComponentType }>;
const loaders = new WeakMap<object, Loader>();

export function preloadableLazy<T extends ComponentType>(
  load: () => Promise<{ default: T }>,
): LazyExoticComponent<T> {
  const component = lazy(load);
  loaders.set(component, load);
  return component;
}

/**
 * Starts loading a lazy screen's code (the module system keeps it for when React asks); answers
 * the module, or undefined for a screen that is not lazy. A failure is left to the screen's own
 * loading, which shows it.
 */
export function preload(component: unknown): Promise<{ default: ComponentType } | undefined> | undefined {
  if (typeof component !== "object" || component === null) return undefined;
  return loaders
    .get(component)?.()
    .catch(() => undefined);
}
