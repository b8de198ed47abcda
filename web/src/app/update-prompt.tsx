import { useEffect, useState } from 'react';
import { messages } from '../messages';
import './update-prompt.css';

type Update = (reload?: boolean) => Promise<void>;

let registered = false;

/**
 * Registers the service worker once the page is up (its code is a chunk of its own, off the
 * first paint), and tells `onUpdate` when a new version is installed and waiting.
 */
function registerServiceWorker(onUpdate: (update: Update) => void): void {
  if (registered || !import.meta.env.PROD || !('serviceWorker' in navigator)) return;
  registered = true;
  void import('virtual:pwa-register').then(({ registerSW }) => {
    const update: Update = registerSW({ onNeedRefresh: () => onUpdate(update) });
  });
}

/**
 * 'Nova versão disponível': a new deployed version waits until the learner chooses to reload
 * into it, so it never interrupts a practice.
 */
export function UpdatePrompt() {
  const [update, setUpdate] = useState<Update | null>(null);
  const [updating, setUpdating] = useState(false);
  useEffect(() => registerServiceWorker((next) => setUpdate(() => next)), []);
  if (!update) return null;
  return (
    <div className="update-prompt" role="alert">
      <p>{messages.update.available}</p>
      <div className="update-prompt-actions">
        <button type="button" className="button button-secondary" onClick={() => setUpdate(null)}>
          {messages.update.later}
        </button>
        <button
          type="button"
          className="button button-primary"
          disabled={updating}
          onClick={() => {
            setUpdating(true);
            void update(true);
          }}
        >
          {messages.update.reload}
        </button>
      </div>
    </div>
  );
}
