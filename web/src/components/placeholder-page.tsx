import { Link } from 'react-router';
import { messages } from '../messages';

/** Marks a screen whose issue has not landed yet, so nobody mistakes it for the product. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section className="page placeholder" data-placeholder="true">
      <p className="badge badge-warning">{messages.placeholderPractice.badge}</p>
      <h1>{title}</h1>
      <p>{messages.placeholderPractice.text}</p>
      <Link to="/" className="button button-secondary">
        {messages.notFound.back}
      </Link>
    </section>
  );
}
