import { Link } from 'react-router';
import { PageTitle } from '../components/page-title';
import { messages } from '../messages';

export function NotFoundPage() {
  return (
    <section className="page">
      <PageTitle>{messages.notFound.title}</PageTitle>
      <h1>{messages.notFound.title}</h1>
      <Link to="/">{messages.notFound.back}</Link>
    </section>
  );
}
