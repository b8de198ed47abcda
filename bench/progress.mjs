// Progress for long bench steps: a line every few seconds while a step runs, so a run that
// takes minutes is seen moving (and where it is stuck).

/**
 * Prints `describe()` every `everyMs` until the returned function is called, which prints it
 * once more (the final state) unless told not to.
 */
export function progress(describe, everyMs = 5000) {
  const started = performance.now();
  const line = () =>
    console.log(`    ... ${describe()} (${((performance.now() - started) / 1000).toFixed(0)} s)`);
  const timer = setInterval(line, everyMs);
  return ({ final = true } = {}) => {
    clearInterval(timer);
    if (final) line();
  };
}
