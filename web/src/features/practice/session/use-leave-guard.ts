import { useCallback, useRef } from 'react';
import { type Blocker, useBlocker } from 'react-router';

/**
 * Leaving a practice midway asks first; once the learner confirms, `stop` ends the practice,
 * which then saves like 'Encerrar' and goes where they were going (`proceedIfLeaving`).
 */
export function useLeaveGuard(finished: boolean, stop: () => void) {
  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) => !finished && currentLocation.pathname !== nextLocation.pathname,
  );
  const leaving = useRef<Blocker | null>(null);
  return {
    /** Where the learner was going when they confirmed leaving: true once sent there. */
    proceedIfLeaving: useCallback(() => {
      const away = leaving.current;
      if (away?.state !== 'blocked') return false;
      away.proceed();
      return true;
    }, []),
    /** Set while the learner is asked whether to leave the practice midway. */
    leave:
      blocker.state === 'blocked' && !finished
        ? {
            stay: () => blocker.reset(),
            go: () => {
              leaving.current = blocker;
              stop();
            },
          }
        : null,
  };
}
