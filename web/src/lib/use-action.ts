import { useState } from 'react';
import { messages } from '../messages';
import { ApiError } from './api-client';

/** The API's own sentence for a failed call, else the generic one. */
export function apiSentence(error: unknown): string {
  return error instanceof ApiError ? error.message : messages.errors.unexpected;
}

/**
 * A button's or a form's call: `busy` while it runs, and its failure as the sentence to show
 * (`describe` turns the error into it). `run` resolves true when the call succeeded.
 */
export function useAction(describe: (error: unknown) => string = apiSentence) {
  const [busy, setBusy] = useState(false);
  const [error, setError] = useState<string | null>(null);
  async function run(call: () => Promise<void>): Promise<boolean> {
    setBusy(true);
    setError(null);
    try {
      await call();
      return true;
    } catch (failure) {
      setError(describe(failure));
      return false;
    } finally {
      setBusy(false);
    }
  }
  return { busy, error, setError, run };
}
