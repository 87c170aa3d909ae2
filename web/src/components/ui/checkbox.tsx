import { type InputHTMLAttributes, type ReactNode, useId } from "react";

/** A large checkbox whose whole label is the touch target. */
export function Checkbox({
  children,
  error,
  id,
  ...input
}: { children: ReactNode; error?: ReactNode } & Omit<InputHTMLAttributes<HTMLInputElement>, "type">) {
  const autoId = useId();
  const inputId = id ?? autoId;
  const errorId = error ? `${inputId}-error` : undefined;
  return (
    <div className="checkbox">
      <div className="checkbox-row">
        <input
          id={inputId}
          type="checkbox"
          className="checkbox-input"
          aria-invalid={error ? true : undefined}
          aria-describedby={errorId}
          {...input}
        />
        <label className="checkbox-label" htmlFor={inputId}>
          {children}
        </label>
      </div>
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}
