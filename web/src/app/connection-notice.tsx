import { useSyncExternalStore } from 'react';
import { messages } from '../messages';
import './connection-notice.css';

function subscribe(onChange: () => void) {
  window.addEventListener('online', onChange);
  window.addEventListener('offline', onChange);
  return () => {
    window.removeEventListener('online', onChange);
    window.removeEventListener('offline', onChange);
  };
}

const isOnline = () => navigator.onLine;

/**
 * Without a connection the app still opens (the service worker keeps its shell), and says
 * that practising needs the internet. The live region is always there, so the notice is
 * announced when it appears.
 */
export function ConnectionNotice() {
  const online = useSyncExternalStore(subscribe, isOnline, () => true);
  return (
    <div role="status" className="connection-notice-region">
      {!online && <p className="connection-notice">{messages.offline.notice}</p>}
    </div>
  );
}
