/**
 * Where a form or a button says why it failed: a polite live region, always in the page so a
 * screen reader hears the sentence that appears in it.
 */
export function FormError({ error }: { error: string | null }) {
  return (
    <div className="form-message" aria-live="polite">
      {error && (
        <p role="alert" className="alert tone-error">
          {error}
        </p>
      )}
    </div>
  );
}
