import { AppLink } from '../../components/app-link';
import { PageTitle } from '../../components/page-title';
import { academyContact } from '../../config/academy';
import { screenPaths } from '../../config/screen-paths';
import { privacyNotice } from '../../messages/privacy';
import './privacy.css';

/** /privacidade: the privacy notice (its text, version and periods: src/messages/privacy.ts). */
export function PrivacyPage() {
  return (
    <article className="page privacy-page">
      <PageTitle>{privacyNotice.title}</PageTitle>
      <header>
        <h1>{privacyNotice.title}</h1>
        <p className="muted">{privacyNotice.version}</p>
      </header>
      <p>{privacyNotice.intro}</p>
      {privacyNotice.sections.map((section) => (
        <section key={section.title}>
          <h2>{section.title}</h2>
          {section.paragraphs?.map((paragraph) => (
            <p key={paragraph}>{paragraph}</p>
          ))}
          {section.items && (
            <ul>
              {section.items.map((item) => (
                <li key={item}>{item}</li>
              ))}
            </ul>
          )}
        </section>
      ))}
      <section>
        <h2>{privacyNotice.contactTitle}</h2>
        {academyContact ? (
          <p>
            {privacyNotice.contact} <a href={`mailto:${academyContact}`}>{academyContact}</a>
          </p>
        ) : (
          <p>{privacyNotice.contactUnset}</p>
        )}
      </section>
      <AppLink to={screenPaths.profile} className="button button-secondary">
        {privacyNotice.toProfile}
      </AppLink>
    </article>
  );
}

/** The privacy notice's route (src/app/router.tsx). */
export const privacyRoute = { Component: PrivacyPage };
