import { type KeyboardEvent, type ReactNode, useEffect, useId, useRef, useState } from "react";

interface MenuProps {
  /** The accessible name of the button that opens the menu. */
  label: string;
  /** What the button shows (an icon); hidden from assistive tech. */
  icon: ReactNode;
  /** Menu items; each gets `close` to shut the menu after acting. */
  children: (close: () => void) => ReactNode;
}

function items(menu: HTMLElement | null): HTMLElement[] {
  return menu ? [...menu.querySelectorAll<HTMLElement>('[role^="menuitem"]')] : [];
}

/** A menu button (WAI-ARIA pattern): arrow keys move, Escape closes and returns focus. */
export function Menu({ label, icon, children }: MenuProps) {
  const [open, setOpen] = useState(false);
  const buttonRef = useRef<HTMLButtonElement>(null);
  const menuRef = useRef<HTMLDivElement>(null);
  const menuId = useId();

  const close = () => {
    setOpen(false);
    buttonRef.current?.focus();
  };

  useEffect(() => {
    if (!open) return;
    items(menuRef.current)[0]?.focus();
    const onPointerDown = (event: PointerEvent) => {
      const target = event.target as Node;
      if (!menuRef.current?.contains(target) && !buttonRef.current?.contains(target)) setOpen(false);
    };
    document.addEventListener("pointerdown", onPointerDown);
    return () => document.removeEventListener("pointerdown", onPointerDown);
  }, [open]);

  const onKeyDown = (event: KeyboardEvent) => {
    const all = items(menuRef.current);
    const index = all.indexOf(document.activeElement as HTMLElement);
    if (event.key === "Escape") {
      event.preventDefault();
      close();
    } else if (event.key === "ArrowDown") {
      event.preventDefault();
      all[(index + 1) % all.length]?.focus();
    } else if (event.key === "ArrowUp") {
      event.preventDefault();
      all[(index - 1 + all.length) % all.length]?.focus();
    } else if (event.key === "Home") {
      event.preventDefault();
      all[0]?.focus();
    } else if (event.key === "End") {
      event.preventDefault();
      all.at(-1)?.focus();
    }
  };

  return (
    <div className="menu">
      <button
        ref={buttonRef}
        type="button"
        className="menu-button"
        aria-label={label}
        aria-haspopup="menu"
        aria-expanded={open}
        aria-controls={open ? menuId : undefined}
        onClick={() => setOpen((o) => !o)}
      >
        <span aria-hidden="true">{icon}</span>
      </button>
      {open && (
        <div
          ref={menuRef}
          id={menuId}
          role="menu"
          aria-label={label}
          className="menu-list"
          onKeyDown={onKeyDown}
        >
          {children(close)}
        </div>
      )}
    </div>
  );
}

type ItemProps = { children: ReactNode; onSelect: () => void };

export function MenuItem({ children, onSelect }: ItemProps) {
  return (
    <button type="button" role="menuitem" className="menu-item" tabIndex={-1} onClick={onSelect}>
      {children}
    </button>
  );
}

export function MenuItemRadio({ children, onSelect, checked }: ItemProps & { checked: boolean }) {
  return (
    <button
      type="button"
      role="menuitemradio"
      aria-checked={checked}
      className="menu-item"
      tabIndex={-1}
      onClick={onSelect}
    >
      {children}
    </button>
  );
}

export function MenuGroup({ label, children }: { label: string; children: ReactNode }) {
  return (
    <fieldset className="menu-group">
      <legend className="menu-group-label">{label}</legend>
      {children}
    </fieldset>
  );
}
