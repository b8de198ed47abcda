/**
 * The browser's localStorage, or null where there is none: outside a browser, or where reading
 * it throws (storage blocked by the browser's settings, some private modes).
 */
export function browserStorage(): Storage | null {
  if (typeof window === 'undefined') return null;
  try {
    return window.localStorage;
  } catch {
    return null;
  }
}
