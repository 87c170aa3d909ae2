import type { ButtonHTMLAttributes } from "react";
import { Link, type LinkProps } from "react-router";

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

/** A link that looks like a button (navigation, not an action). */
export function ButtonLink({
  variant = "primary",
  className,
  ...rest
}: LinkProps & { variant?: ButtonVariant }) {
  return <Link className={classes(variant, className)} {...rest} />;
}
