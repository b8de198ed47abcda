import type { ClassLearner } from '@shared/contract';
import { TitledCard } from '../../../components/titled-card';
import { academyMessages } from '../../../messages/academy';
import { CLASS_RANKING_SIZE, classRankingOrder, type Placed } from './class-ranking-rules';
import './class-ranking.css';

const text = academyMessages.classRanking;

function Column({ title, label, placed }: { title: string; label: string; placed: Placed[] }) {
  return (
    <section className="academy-ranking-column">
      <h3>{title}</h3>
      {placed.length === 0 ? (
        <p className="muted">{text.noneThisWeek}</p>
      ) : (
        <ol className="plain-list academy-ranking" aria-label={label}>
          {placed.map((learner, index) => (
            <li key={learner.uid} className="academy-ranking-row">
              {/* The spaces keep the words apart for screen readers; the flex row lays them out. */}
              <span className="academy-ranking-place">{text.place(index + 1)}</span>{' '}
              <span className="academy-ranking-name">{learner.name}</span>{' '}
              <span className="academy-ranking-points">{text.points(learner.points)}</span>
            </li>
          ))}
        </ol>
      )}
    </section>
  );
}

/** This week's order beside the all-time one, from the page's learners (no call of its own). */
export function ClassRanking({ learners }: { learners: readonly ClassLearner[] }) {
  const { weekly, allTime } = classRankingOrder(learners);
  return (
    <TitledCard title={text.title} className="academy-ranking-card">
      <p className="muted">{text.lead(CLASS_RANKING_SIZE)}</p>
      <div className="academy-ranking-columns">
        <Column title={text.weekly} label={text.weeklyLabel} placed={weekly} />
        <Column title={text.allTime} label={text.allTimeLabel} placed={allTime} />
      </div>
    </TitledCard>
  );
}
