// A form's field errors, the way every form of the app shows them: set them all
// at once after a submit, and move focus to the first field in error so a screen
// reader reads its message (even when the same errors show twice in a row).
import { useEffect, useRef, useState } from "react";
import { type FieldErrors, focusFirstError } from "./field-errors.ts";

export function useFormErrors<F extends string>() {
  const formRef = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<FieldErrors<F>>({});
  const [attempt, setAttempt] = useState(0);

  useEffect(() => {
    if (attempt > 0) focusFirstError(formRef.current);
  }, [attempt]);

  return {
    formRef,
    errors,
    /** Shows these errors (none: clears them) and focuses the first. */
    show(found: FieldErrors<F>) {
      setErrors(found);
      setAttempt((n) => n + 1);
    },
    clear() {
      setErrors({});
    },
  };
}
