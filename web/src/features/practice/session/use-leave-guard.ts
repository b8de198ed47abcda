import { useCallback, useEffect, useRef } from 'react';
import { type Blocker, type Location, useBlocker, useLocation, useNavigate } from 'react-router';
import { screenPaths } from '../../../config/screen-paths';

/** The history entry a running practice sits on: its page, with the practice's id in its state. */
const onEntryOf = (practiceId: string, location: Pick<Location, 'state'>) =>
  (location.state as { practiceId?: unknown } | null)?.practiceId === practiceId;

/**
 * Leaving a practice midway asks first; once the learner confirms, `stop` ends the practice,
 * which then saves like 'Encerrar' and goes where they were going (`proceedIfLeaving`).
 *
 * The practice pushes a history entry of its own when it starts, so the browser's Back stays
 * inside the app (where it is asked) even when the practice's page was the first one opened (a
 * bookmark, the installed app); confirmed, Back leaves the practice and its intro behind, as it
 * did before the entry. A reload or a closed tab gets the browser's own question.
 */
export function useLeaveGuard(practiceId: string, finished: boolean, stop: () => void) {
  const location = useLocation();
  const navigate = useNavigate();
  const pushed = useRef(false);
  useEffect(() => {
    if (pushed.current || onEntryOf(practiceId, location)) return;
    pushed.current = true;
    // On another practice's entry (the page reloaded, then 'Começar outra'), that entry is reused.
    const replace = (location.state as { practiceId?: unknown } | null)?.practiceId !== undefined;
    navigate(location.pathname, { state: { practiceId }, replace, defaultShouldRevalidate: false });
  }, [practiceId, location, navigate]);

  const blocker = useBlocker(
    ({ currentLocation, nextLocation }) =>
      !finished &&
      (currentLocation.pathname !== nextLocation.pathname || !onEntryOf(practiceId, nextLocation)),
  );

  useEffect(() => {
    if (finished) return;
    const ask = (event: BeforeUnloadEvent) => event.preventDefault();
    window.addEventListener('beforeunload', ask);
    return () => window.removeEventListener('beforeunload', ask);
  }, [finished]);

  const leaving = useRef<Blocker | null>(null);
  return {
    /** Where the learner was going when they confirmed leaving: true once sent there. */
    proceedIfLeaving: useCallback(() => {
      const away = leaving.current;
      if (away?.state !== 'blocked') return false;
      if (away.location.pathname !== location.pathname) {
        away.proceed();
        return true;
      }
      // Back to the intro's entry: past it too, where Back went before the practice had an entry
      // of its own; home when nothing of the app comes before the intro (opened by its URL).
      away.reset();
      const index = (window.history.state as { idx?: unknown } | null)?.idx;
      if (typeof index === 'number' && index >= 2) window.history.go(-2);
      else navigate(screenPaths.home, { replace: true });
      return true;
    }, [location.pathname, navigate]),
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
