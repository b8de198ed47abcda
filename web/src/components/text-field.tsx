import { type InputHTMLAttributes, useId } from 'react';

export interface TextFieldProps extends InputHTMLAttributes<HTMLInputElement> {
  label: string;
  /** Shown below the input, always. */
  hint?: string;
  /** Why the value is refused, shown below the input and marking it invalid; null when it is not. */
  error?: string | null;
  /** Ids of further elements that describe the input (e.g. the form's message). */
  describedBy?: string;
}

/** A labelled input in the forms' layout, with its hint and its error described by it. */
export function TextField({ label, hint, error, describedBy, ...input }: TextFieldProps) {
  const id = useId();
  const hintId = `${id}-hint`;
  const errorId = `${id}-error`;
  const describers = [hint && hintId, error && errorId, describedBy].filter(Boolean).join(' ');
  return (
    <div className="field">
      <label htmlFor={id}>{label}</label>
      <input
        id={id}
        aria-invalid={error ? true : undefined}
        aria-describedby={describers || undefined}
        {...input}
      />
      {hint && (
        <p id={hintId} className="field-hint">
          {hint}
        </p>
      )}
      {error && (
        <p id={errorId} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}
