import { useEffect } from 'react';
import { pendingSaves } from '../api/pending-saves';

/** A page being hidden or closed sends whatever is still waiting, with keepalive. */
export function useFlushOnHide(userId: string) {
  useEffect(() => {
    const flush = () => void pendingSaves.flush(userId);
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
