import { Link } from 'react-router';
import { messages } from '../messages';

export function NotFoundPage() {
  return (
    <section className="page">
      <h1>{messages.notFound.title}</h1>
      <Link to="/">{messages.notFound.back}</Link>
    </section>
  );
}
