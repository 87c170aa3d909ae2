import type { ReactNode } from "react";

type BannerTheme = "success" | "error" | "info";

interface BannerProps {
  theme: BannerTheme;
  title?: ReactNode;
  children?: ReactNode;
  details?: ReactNode;
  /** The accessible name of the close button; no button without it. */
  closeLabel?: string;
  onClose?: () => void;
  /** Fading out before it goes. */
  leaving?: boolean;
  /**
   * Folded to its first lines, the details behind a tap on it (the carrier's standing notice): it
   * stays small above every screen's own heading (decision 107). Works before the app's code runs.
   */
  folded?: boolean;
}

/** One alert in the banner: errors interrupt screen readers, the rest wait their turn. */
export function Banner({
  theme,
  title,
  children,
  details,
  closeLabel,
  onClose,
  leaving,
  folded,
}: BannerProps) {
  return (
    <div
      className={`banner banner-${theme}${folded ? " banner-folded" : ""}${leaving ? " banner-leaving" : ""}`}
      role={theme === "error" ? "alert" : "status"}
    >
      {folded ? (
        <details className="banner-text">
          <summary className="banner-summary">
            {title && <span className="banner-title">{title} </span>}
            <span className="banner-message">{children}</span>
          </summary>
          {details && <p className="banner-details">{details}</p>}
        </details>
      ) : (
        <div className="banner-text">
          {title && <p className="banner-title">{title}</p>}
          {children && <p className="banner-message">{children}</p>}
          {details && <p className="banner-details">{details}</p>}
        </div>
      )}
      {onClose && closeLabel && (
        <button type="button" className="banner-close" aria-label={closeLabel} onClick={onClose}>
          <span aria-hidden="true">×</span>
        </button>
      )}
    </div>
  );
}
