import { Link, useLocation } from 'react-router';
import { messages } from '../../messages';

function FinalPage({ title, pointsKey, startPath }: { title: string; pointsKey: string; startPath: string }) {
  const state: unknown = useLocation().state;
  const points =
    typeof state === 'object' && state !== null && pointsKey in state
      ? (state as Record<string, unknown>)[pointsKey]
      : undefined;
  return (
    <section className="page">
      <h1>{title}</h1>
      <p>{typeof points === 'number' ? `${points} pontos` : messages.finalScreen.notFinished}</p>
      <Link to={startPath}>{messages.finalScreen.backToStart}</Link>
    </section>
  );
}

export function WritingFinalPage() {
  return (
    <FinalPage
      title={messages.practices.writing.title}
      pointsKey="pointsWriting"
      startPath="/listening-writing"
    />
  );
}

export function SpeakingFinalPage() {
  return (
    <FinalPage
      title={messages.practices.speaking.title}
      pointsKey="pointsSpeaking"
      startPath="/listening-speaking"
    />
  );
}
