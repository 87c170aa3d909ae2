import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef } from "react";

interface DialogProps {
  title: ReactNode;
  children?: ReactNode;
  /** Buttons or other actions, shown at the bottom. */
  actions?: ReactNode;
  /** Called on Escape; without it Escape does nothing (the driver must choose). */
  onCancel?: () => void;
  role?: "dialog" | "alertdialog";
  className?: string;
  /** The body describes the dialog (read with its title); off for a form, which is read field by field. */
  describe?: boolean;
}

const FOCUSABLE =
  'a[href], button:not([disabled]), input:not([disabled]):not([type="hidden"]), select:not([disabled]), textarea:not([disabled]), [tabindex]:not([tabindex="-1"])';

function focusables(dialog: HTMLElement): HTMLElement[] {
  return [...dialog.querySelectorAll<HTMLElement>(FOCUSABLE)];
}

/**
 * A modal dialog on the native <dialog> element: the browser makes the page behind it inert and
 * puts it on top of everything else. Focus moves into it when it opens, Tab and Shift+Tab go round
 * inside it (also where the browser would let them out to its own toolbar), and focus goes back to
 * where it was when it closes.
 */
export function Dialog({
  title,
  children,
  actions,
  onCancel,
  role,
  className,
  describe = true,
}: DialogProps) {
  const ref = useRef<HTMLDialogElement>(null);
  const titleId = useId();
  const bodyId = useId();

  useEffect(() => {
    const dialog = ref.current;
    if (!dialog) return;
    const previous = document.activeElement instanceof HTMLElement ? document.activeElement : null;
    if (!dialog.open) {
      try {
        dialog.showModal();
      } catch {
        dialog.setAttribute("open", "");
      }
    }
    if (!dialog.contains(document.activeElement)) focusables(dialog)[0]?.focus();
    return () => {
      if (dialog.open) dialog.close();
      previous?.focus();
    };
  }, []);

  const onKeyDown = (event: KeyboardEvent<HTMLDialogElement>) => {
    // Escape asks to close (as the browser's own cancel does; handled here too, once, for all browsers).
    if (event.key === "Escape" && onCancel) {
      event.preventDefault();
      onCancel();
      return;
    }
    if (event.key !== "Tab" || !ref.current) return;
    const inside = focusables(ref.current);
    const first = inside[0];
    const last = inside.at(-1);
    if (!first || !last) return;
    const at = document.activeElement;
    if (event.shiftKey ? at === first || !ref.current.contains(at) : at === last) {
      event.preventDefault();
      (event.shiftKey ? last : first).focus();
    }
  };

  return (
    <dialog
      ref={ref}
      className={["dialog", className].filter(Boolean).join(" ")}
      role={role === "alertdialog" ? "alertdialog" : undefined}
      aria-labelledby={titleId}
      aria-describedby={children && describe ? bodyId : undefined}
      onKeyDown={onKeyDown}
      onCancel={(event) => {
        event.preventDefault();
        onCancel?.();
      }}
    >
      <h2 className="dialog-title" id={titleId}>
        {title}
      </h2>
      {children && (
        <div className="dialog-body" id={bodyId}>
          {children}
        </div>
      )}
      {actions && <div className="dialog-actions">{actions}</div>}
    </dialog>
  );
}
