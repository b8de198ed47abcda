import { useEffect, useEffectEvent } from 'react';

/** Calls `then` `ms` after `active` turns true, unless it turns false first. */
export function useDelay(active: boolean, ms: number, then: () => void) {
  const run = useEffectEvent(then);
  useEffect(() => {
    if (!active) return;
    const timer = setTimeout(run, ms);
    return () => clearTimeout(timer);
  }, [active, ms]);
}
