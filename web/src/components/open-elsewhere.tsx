import { useState } from 'react';
import { messages } from '../messages';
import './open-elsewhere.css';

/**
 * The way out of a browser where speaking cannot work (an in-app browser that blocks the
 * microphone): copy this page's link and open it in Chrome or Safari. Loaded lazily where used.
 */
export function OpenElsewhere() {
  const [copied, setCopied] = useState<boolean | null>(null);
  const link = window.location.href;
  async function copy() {
    try {
      await navigator.clipboard.writeText(link);
      setCopied(true);
    } catch {
      setCopied(false); // no clipboard here: the link is shown to copy by hand
    }
  }
  return (
    <div className="open-elsewhere">
      <p>{messages.speaking.openElsewhere}</p>
      <button type="button" className="button button-secondary" onClick={copy}>
        {messages.speaking.copyLink}
      </button>
      {copied && <p role="status">{messages.speaking.linkCopied}</p>}
      {copied === false && <p className="open-elsewhere-link">{link}</p>}
    </div>
  );
}
