import type { Hearing } from '../lib/voice/use-voice';
import { messages } from '../messages';
import './recording-panel.css';

/** A recording for the server's recognition: 'Ouvindo...', the level, the seconds left and 'Parar'. */
export function RecordingPanel({
  hearing,
  onStop,
}: {
  hearing: Hearing & { status: 'recording' };
  onStop: () => void;
}) {
  const text = messages.speaking;
  return (
    <div className="recording-panel">
      <p className="recording-status">
        <span className="recording-dot" aria-hidden="true" /> {text.listening}
        <span className="recording-time" role="timer" aria-label={text.timeLeftLabel}>
          {text.secondsLeft(hearing.secondsLeft)}
        </span>
      </p>
      <meter
        className="level-meter"
        aria-label={text.levelLabel}
        min={0}
        max={1}
        value={Math.min(1, hearing.level * 5)}
      />
      <button type="button" className="button button-primary button-block button-large" onClick={onStop}>
        {text.stop}
      </button>
    </div>
  );
}
