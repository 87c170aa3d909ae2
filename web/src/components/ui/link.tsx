import type { AnchorHTMLAttributes, MouseEvent } from "react";
import { type To, useHref, useLinkClickHandler } from "react-router";

export type LinkProps = Omit<AnchorHTMLAttributes<HTMLAnchorElement>, "href"> & {
  to: To;
  replace?: boolean;
  state?: unknown;
  /** A full page load, not the router's navigation. */
  reloadDocument?: boolean;
};

/**
 * react-router's own link behaviour (its href and its click handler) without its `<Link>`, which
 * brings the framework's prefetching (PrefetchPageLinks and its route modules) into the first
 * screen's JS: 1.3 KB gzip the app never uses (decision 091).
 */
export function Link({ to, replace, state, reloadDocument, onClick, target, ...rest }: LinkProps) {
  const href = useHref(to);
  const navigate = useLinkClickHandler(to, { replace, state, target });
  function handleClick(event: MouseEvent<HTMLAnchorElement>) {
    onClick?.(event);
    if (!event.defaultPrevented && !reloadDocument) navigate(event);
  }
  return <a {...rest} href={href} target={target} onClick={handleClick} />;
}
