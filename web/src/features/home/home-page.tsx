import { Link } from 'react-router';
import { messages } from '../../messages';

const practices = [
  { to: '/listening-writing', ...messages.practices.writing },
  { to: '/listening-speaking', ...messages.practices.speaking },
  { to: '/talking', ...messages.practices.talking },
] as const;

export function HomePage() {
  return (
    <section className="page home">
      <h1>{messages.brand}</h1>
      <p className="tagline">{messages.tagline}</p>
      <ul className="practice-list">
        {practices.map((practice) => (
          <li key={practice.to}>
            <h2>
              <Link to={practice.to}>{practice.title}</Link>
            </h2>
            <p>{practice.description}</p>
          </li>
        ))}
      </ul>
    </section>
  );
}
