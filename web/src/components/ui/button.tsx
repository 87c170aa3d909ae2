import { type ButtonHTMLAttributes, useState } from "react";
import { Link, type LinkProps, useLocation } from "react-router";

export type ButtonVariant = "primary" | "secondary" | "danger" | "link";

function classes(variant: ButtonVariant, className?: string) {
  return ["btn", `btn-${variant}`, className].filter(Boolean).join(" ");
}

type ButtonProps = ButtonHTMLAttributes<HTMLButtonElement> & { variant?: ButtonVariant; busy?: boolean };

/** A touch target of at least 48 px; `busy` disables it and tells assistive tech. */
export function Button({
  variant = "primary",
  busy = false,
  className,
  type,
  disabled,
  ...rest
}: ButtonProps) {
  return (
    <button
      type={type ?? "button"}
      className={classes(variant, className)}
      disabled={disabled || busy}
      aria-busy={busy || undefined}
      {...rest}
    />
  );
}

/**
 * A link that looks like a button (navigation, not an action). Tapped, it is busy until the screen
 * moves on: the router keeps the current screen while the next one's code downloads, seconds at one
 * bar, and a button that does not answer gets tapped again (decision 106).
 */
export function ButtonLink({
  variant = "primary",
  className,
  onClick,
  ...rest
}: LinkProps & { variant?: ButtonVariant }) {
  const { key } = useLocation();
  // The screen it was tapped on: busy while that screen is still the one shown.
  const [tappedOn, setTappedOn] = useState<string>();
  const busy = tappedOn === key;
  return (
    <Link
      className={classes(variant, className)}
      aria-busy={busy || undefined}
      onClick={(event) => {
        // Tapped again while the next screen is on its way: it opens once, once in the history.
        if (busy) return event.preventDefault();
        onClick?.(event);
        // Not a tap the browser opens elsewhere (a new tab or window), which leaves this screen as it is.
        if (
          !(
            event.defaultPrevented ||
            event.currentTarget.target ||
            event.metaKey ||
            event.ctrlKey ||
            event.shiftKey
          )
        )
          setTappedOn(key);
      }}
      {...rest}
    />
  );
}
