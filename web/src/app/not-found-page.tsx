import { AppLink } from '../components/app-link';
import { PageTitle } from '../components/page-title';
import { messages } from '../messages';

export function NotFoundPage() {
  return (
    <section className="page">
      <PageTitle>{messages.notFound.title}</PageTitle>
      <h1>{messages.notFound.title}</h1>
      <AppLink to="/">{messages.notFound.back}</AppLink>
    </section>
  );
}
