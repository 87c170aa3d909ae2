import type { ReactNode } from "react";

/**
 * A button that opens the rear camera: a file input with capture="environment" (iPhone Safari and
 * Android Chrome open the camera straight away; elsewhere the file picker offers it). The input is
 * the control a screen reader and a keyboard reach; its label is what a thumb presses.
 */
export function CameraButton({
  children,
  autoFocus = false,
  disabled = false,
  variant = "primary",
  onFile,
}: {
  children: ReactNode;
  /** Focused as it appears: it replaces the control the driver just pressed. */
  autoFocus?: boolean;
  disabled?: boolean;
  variant?: "primary" | "secondary";
  onFile: (file: File | undefined) => void;
}) {
  return (
    <label className={`btn btn-${variant} camera-button`} aria-disabled={disabled || undefined}>
      <input
        type="file"
        accept="image/*"
        capture="environment"
        className="visually-hidden"
        // biome-ignore lint/a11y/noAutofocus: shown in place of the button just pressed, where focus was.
        autoFocus={autoFocus}
        disabled={disabled}
        onChange={(event) => {
          const file = event.target.files?.[0];
          // Cleared, so the same file chosen again is a new choice.
          event.target.value = "";
          onFile(file);
        }}
      />
      {children}
    </label>
  );
}
