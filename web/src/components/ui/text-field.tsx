import {
  type InputHTMLAttributes,
  type ReactNode,
  type Ref,
  type TextareaHTMLAttributes,
  useId,
} from "react";

interface FieldProps {
  label: ReactNode;
  /** The message shown under the field; marks it invalid. */
  error?: ReactNode;
  hint?: ReactNode;
}

/** What the control inside a FieldFrame takes: its id and the aria wiring to the hint and error. */
interface FieldControlProps {
  id: string;
  required?: boolean;
  "aria-invalid"?: true;
  "aria-describedby"?: string;
}

type FrameProps = FieldProps & { id?: string; required?: boolean; className?: string };

/** A label, hint and error around one control, tied to it for screen readers. */
export function FieldFrame({
  label,
  error,
  hint,
  id,
  required,
  className,
  children,
}: FrameProps & { children: (control: FieldControlProps) => ReactNode }) {
  const autoId = useId();
  const controlId = id ?? autoId;
  const hintId = hint ? `${controlId}-hint` : undefined;
  const errorId = error ? `${controlId}-error` : undefined;
  return (
    <div className={["field", className].filter(Boolean).join(" ")}>
      <label className="field-label" htmlFor={controlId} data-required={required || undefined}>
        {label}
      </label>
      {hint && (
        <p className="field-hint" id={hintId}>
          {hint}
        </p>
      )}
      {children({
        id: controlId,
        required,
        "aria-invalid": error ? true : undefined,
        "aria-describedby": [hintId, errorId].filter(Boolean).join(" ") || undefined,
      })}
      {error && (
        <p className="field-error" id={errorId}>
          {error}
        </p>
      )}
    </div>
  );
}

/** A field's props split into its frame's and the rest, which go to its control. */
function splitFrameProps<P extends FrameProps>({ label, error, hint, id, required, className, ...rest }: P) {
  return [{ label, error, hint, id, required, className }, rest] as const;
}

/** A labelled input with its hint and error tied to it for screen readers. */
export function TextField(
  props: FieldProps & { ref?: Ref<HTMLInputElement> } & InputHTMLAttributes<HTMLInputElement>,
) {
  const [frame, input] = splitFrameProps(props);
  return (
    <FieldFrame {...frame}>
      {(control) => <input {...control} className="field-input" {...input} />}
    </FieldFrame>
  );
}

/** A labelled multi-line text box, framed like TextField. */
export function TextArea(
  props: FieldProps & { ref?: Ref<HTMLTextAreaElement> } & TextareaHTMLAttributes<HTMLTextAreaElement>,
) {
  const [frame, textarea] = splitFrameProps(props);
  return (
    <FieldFrame {...frame}>
      {(control) => <textarea {...control} className="field-input field-textarea" {...textarea} />}
    </FieldFrame>
  );
}

/** A field for an identifier read off paperwork or a trailer (order, trailer number): no autocorrect, capitals. */
export function IdentifierField(props: FieldProps & InputHTMLAttributes<HTMLInputElement>) {
  return <TextField required autoComplete="off" autoCapitalize="characters" spellCheck={false} {...props} />;
}
