import { lazy } from 'react';

/** The recording panel: only a learner recorded for the server sees it, so it loads then. */
export const LazyRecordingPanel = lazy(() =>
  import('./recording-panel').then((m) => ({ default: m.RecordingPanel })),
);
