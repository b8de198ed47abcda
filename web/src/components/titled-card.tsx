import { type ReactNode, useId } from 'react';

/** A card named by its heading: assistive technology lists it as a region of that name. */
export function TitledCard({
  title,
  className,
  busy,
  children,
}: {
  title: string;
  /** Classes beside `card`. */
  className?: string;
  /** The card waits for its content (aria-busy). */
  busy?: boolean;
  children: ReactNode;
}) {
  const id = useId();
  return (
    <section className={className ? `card ${className}` : 'card'} aria-labelledby={id} aria-busy={busy}>
      <h2 id={id} className="card-title">
        {title}
      </h2>
      {children}
    </section>
  );
}
