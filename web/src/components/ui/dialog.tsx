import { type ReactNode, useEffect, useId, useRef } from "react";

interface DialogProps {
  title: ReactNode;
  children?: ReactNode;
  /** Buttons or other actions, shown at the bottom. */
  actions?: ReactNode;
  /** Called on Escape; without it Escape does nothing (the driver must choose). */
  onCancel?: () => void;
  role?: "dialog" | "alertdialog";
  className?: string;
}

/**
 * A modal dialog on the native <dialog> element: the browser traps focus,
 * makes the page behind it inert and puts it on top of everything else.
 */
export function Dialog({ title, children, actions, onCancel, role, className }: DialogProps) {
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
    return () => {
      if (dialog.open) dialog.close();
      previous?.focus();
    };
  }, []);

  return (
    <dialog
      ref={ref}
      className={["dialog", className].filter(Boolean).join(" ")}
      role={role === "alertdialog" ? "alertdialog" : undefined}
      aria-labelledby={titleId}
      aria-describedby={children ? bodyId : undefined}
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
