import { messages } from '../../../messages';

/** 'Progresso: n% / 100%', drawn as a bar and exposed as a progressbar. */
export function ProgressBar({ percent }: { percent: number }) {
  return (
    <div className="progress">
      <div
        className="progress-track"
        role="progressbar"
        aria-label={messages.practice.progressLabel}
        aria-valuemin={0}
        aria-valuemax={100}
        aria-valuenow={percent}
      >
        <div className="progress-fill" style={{ width: `${percent}%` }} />
      </div>
      <p className="progress-label">{messages.practice.progress(percent)}</p>
    </div>
  );
}
