import { messages } from '../messages';

/** Marks a screen whose issue has not landed yet. */
export function PlaceholderPage({ title }: { title: string }) {
  return (
    <section className="page">
      <h1>{title}</h1>
      <p>{messages.comingSoon}</p>
    </section>
  );
}
