/**
 * How an activation key is written: stored upper case without spaces or hyphens, shown in groups
 * of five (XXXXX-XXXXX-XXXXX-XXXXX), on the academy's screens and sheet as in the keys CLI.
 */
const GROUP = 5;

/** The form a key is stored under: upper case, no spaces or hyphens. */
export function normalizeKey(input: string): string {
  return input.toUpperCase().replace(/[\s-]/g, '');
}

/** The form a key is shown in: XXXXX-XXXXX-XXXXX-XXXXX. */
export function formatKey(key: string): string {
  return (
    normalizeKey(key)
      .match(new RegExp(`.{1,${GROUP}}`, 'g'))
      ?.join('-') ?? ''
  );
}
