import { AppLink } from '../../../components/app-link';
import { PageTitle } from '../../../components/page-title';
import { TitledCard } from '../../../components/titled-card';
import { screenPaths } from '../../../config/screen-paths';
import { messages } from '../../../messages';
import { type ConversationState, correctionsOf, repliesOf } from '../session/conversation-machine';
import { Correction } from './correction';

/** What the conversation came to, at 0:00 or on 'Encerrar': replies, points and corrections. */
export function Summary({ state }: { state: ConversationState }) {
  const text = messages.conversation;
  const corrections = correctionsOf(state);
  return (
    <div className="page conversation-page">
      <PageTitle>{text.summaryTitle}</PageTitle>
      <section className="card final-card">
        <h1>{text.summaryTitle}</h1>
        {state.ending === 'timeUp' && <p>{text.timeUp}</p>}
        <p className="conversation-summary-figures">
          <span>{text.replies(repliesOf(state))}</span>
          <strong>{text.earned(state.points)}</strong>
          {state.total !== null && <span className="muted">{text.total(state.total)}</span>}
        </p>
        <div className="final-actions">
          <AppLink to={screenPaths.home} className="button button-primary">
            {messages.finalScreen.backToStart}
          </AppLink>
          <a href={screenPaths.conversation} className="button button-secondary">
            {text.again}
          </a>
        </div>
      </section>
      <TitledCard title={text.correctionsTitle}>
        {corrections.length === 0 ? (
          <p className="muted">{text.noCorrections}</p>
        ) : (
          <ul className="corrections">
            {corrections.map((correction) => (
              <li key={`${correction.said}|${correction.better}`}>
                <Correction correction={correction} />
              </li>
            ))}
          </ul>
        )}
      </TitledCard>
    </div>
  );
}
