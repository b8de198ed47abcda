import { useEffect, useRef } from 'react';
import { playFromStart, SLOW_RATE } from '../../../lib/slow-replay';
import { messages } from '../../../messages';
import type { AudioState } from '../session/practice-machine';

/**
 * The phrase's audio player with replay and slow replay, all from the audio already in memory.
 * Ctrl+Space replays from anywhere on the page, also while the learner is typing.
 */
export function AudioControls({ audio, onRetry }: { audio: AudioState; onRetry: () => void }) {
  const player = useRef<HTMLAudioElement>(null);
  const url = audio.status === 'ready' ? audio.url : undefined;

  const play = (rate: number) => playFromStart(player.current, rate);

  useEffect(() => {
    // A new phrase plays by itself; a browser that blocks autoplay leaves the controls to the learner.
    if (url) player.current?.play().catch(() => undefined);
  }, [url]);

  useEffect(() => {
    const onKey = (event: KeyboardEvent) => {
      if (event.ctrlKey && event.code === 'Space' && player.current?.src) {
        event.preventDefault();
        playFromStart(player.current, 1);
      }
    };
    window.addEventListener('keydown', onKey);
    return () => window.removeEventListener('keydown', onKey);
  }, []);

  return (
    <section className="audio-card card" aria-label={messages.practice.audio.label}>
      {/* biome-ignore lint/a11y/useMediaCaption: the phrase is the exercise; its text is the answer. */}
      <audio ref={player} className="audio-player" controls src={url} preload="auto" />
      {audio.status === 'loading' && (
        <p className="muted" role="status">
          {messages.practice.audio.loading}
        </p>
      )}
      {audio.status === 'failed' && (
        <p className="audio-failed">
          <span className="muted">{audio.said ?? messages.practice.audio.failed}</span>{' '}
          <button type="button" className="link-button" onClick={onRetry}>
            {messages.practice.audio.retry}
          </button>
        </p>
      )}
      <div className="audio-actions">
        <button type="button" className="button button-secondary" disabled={!url} onClick={() => play(1)}>
          {messages.practice.audio.replay}
        </button>
        <button
          type="button"
          className="button button-secondary"
          disabled={!url}
          onClick={() => play(SLOW_RATE)}
        >
          {messages.practice.audio.slow}
        </button>
      </div>
      <p className="field-hint keyboard-hint">{messages.practice.audio.shortcut}</p>
    </section>
  );
}
