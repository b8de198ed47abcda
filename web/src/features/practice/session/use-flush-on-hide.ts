import { useEffect } from 'react';
import { loadPendingSaves } from '../api/load-pending-saves';

/**
 * A page being hidden or closed sends whatever is still waiting, with keepalive. Every save of
 * the practice went through the saves' module, so when it has not loaded nothing of it waits.
 */
export function useFlushOnHide(userId: string) {
  useEffect(() => {
    const flush = () => {
      loadPendingSaves()
        .then(({ pendingSaves }) => pendingSaves.flush(userId))
        .catch(() => undefined);
    };
    const onVisibility = () => {
      if (document.visibilityState === 'hidden') flush();
    };
    window.addEventListener('pagehide', flush);
    document.addEventListener('visibilitychange', onVisibility);
    return () => {
      window.removeEventListener('pagehide', flush);
      document.removeEventListener('visibilitychange', onVisibility);
    };
  }, [userId]);
}
