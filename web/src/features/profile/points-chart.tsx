import type { DayPoints } from '@shared/contract';
import { accountMessages } from '../../messages/account';

/**
 * Points per day as bars, today last. The bars are drawn for the eye only; a table (visually
 * hidden) gives the same numbers to screen readers.
 */
export function PointsChart({ days }: { days: DayPoints[] }) {
  const highest = Math.max(1, ...days.map((day) => day.points));
  const today = days.at(-1)?.day;
  return (
    <figure className="chart">
      <div className="chart-bars" aria-hidden="true">
        {days.map((day) => (
          <div key={day.day} className={day.day === today ? 'chart-day chart-today' : 'chart-day'}>
            <span className="chart-value">{day.points > 0 ? day.points : ''}</span>
            <span className="chart-track">
              <span className="chart-bar" style={{ height: `${(day.points / highest) * 100}%` }} />
            </span>
            <span className="chart-label">{accountMessages.profile.dayOfMonth(day.day)}</span>
          </div>
        ))}
      </div>
      <table className="visually-hidden">
        <caption>{accountMessages.profile.chartCaption}</caption>
        <thead>
          <tr>
            <th scope="col">{accountMessages.profile.chartDay}</th>
            <th scope="col">{accountMessages.profile.chartPoints}</th>
          </tr>
        </thead>
        <tbody>
          {days.map((day) => (
            <tr key={day.day}>
              <th scope="row">{accountMessages.profile.dayName(day.day)}</th>
              <td>{day.points}</td>
            </tr>
          ))}
        </tbody>
      </table>
    </figure>
  );
}
