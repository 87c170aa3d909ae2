// React's lazy() for the route table, with each screen's loader kept, so the
// code of the screen a page opens at can be asked for at once, alongside the
// catalog and the session check, rather than after them (decision 086).
// A screen whose code has arrived renders at once, without suspending (decision 094):
// React's lazy() calls its loader only when first rendered, and suspends then even
// for code the page already has; the signed-in shell's first screen, drawn afresh in a
// transition, then showed the loading screen over the shell, and the screen only after
// React's 300 ms throttle on revealing suspended content. Code still on its way is
// React's lazy() as before (the loading screen shows while it comes). (The module system
// keeps a chunk once loaded: a second load of it is no second download.)
// While React waits on a screen's code the screen before stays on view (a move is a transition):
// the waiting line says that the next screen is opening (decision 106).
import { msg } from "@lingui/core/macro";
import { type ComponentType, createElement, lazy } from "react";
import { notePendingCall } from "#web/lib/pending-calls.ts";

type Module = { default: ComponentType };

const loaders = new WeakMap<object, () => Promise<Module>>();

const OPENING = msg`Opening the next screen…`;

export function preloadableLazy(load: () => Promise<Module>): ComponentType {
  let loaded: ComponentType | undefined;
  const start = () =>
    load().then((module) => {
      loaded = module.default;
      return module;
    });
  const Lazy = lazy(() => {
    // Noted just after the render that asked for the code: a store set during a render redraws the
    // waiting line in the middle of it.
    const noted = Promise.resolve().then(() => notePendingCall(OPENING));
    return start().finally(() => noted.then((done) => done()));
  });
  // `Lazy` commits only once its code has come, and `loaded` is set before that: a screen never
  // switches from one to the other once on view. One per screen, made once as the route table is
  // (as React's lazy() makes its component).
  // biome-ignore lint/correctness/noComponentHookFactories: made once per screen, at the module's start
  function LazyScreen() {
    return createElement(loaded ?? Lazy);
  }
  loaders.set(LazyScreen, start);
  return LazyScreen;
}

/**
 * Loads a lazy screen's code (kept for when the screen renders), failing if it cannot; answers the
 * module, or undefined for a screen that is not lazy.
 */
export function loadLazy(component: unknown): Promise<Module> | undefined {
  return loaders.get(component as object)?.();
}

/**
 * Starts loading a lazy screen's code, as loadLazy; a failure is left to the screen's own loading,
 * which shows it.
 */
export function preload(component: unknown): Promise<Module | undefined> | undefined {
  return loadLazy(component)?.catch(() => undefined);
}
