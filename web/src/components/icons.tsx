/** Line icons drawn for the product (24×24, stroke in the current colour). Decorative: the
 *  element that holds one carries the accessible name. */
import type { ReactNode } from 'react';

/** One icon: its paths, then any other shapes (`children`), drawn in the shared line style. */
function Icon({ paths, children, size = 24 }: { paths: string[]; children?: ReactNode; size?: number }) {
  return (
    <svg
      viewBox="0 0 24 24"
      width={size}
      height={size}
      fill="none"
      stroke="currentColor"
      strokeWidth="2"
      strokeLinecap="round"
      strokeLinejoin="round"
      aria-hidden="true"
      focusable="false"
    >
      {paths.map((d) => (
        <path key={d} d={d} />
      ))}
      {children}
    </svg>
  );
}

export const HomeIcon = () => <Icon paths={['M3 10.5 12 3l9 7.5', 'M5 9v11h5v-6h4v6h5V9']} />;

export const WritingIcon = () => <Icon paths={['M4 20h4L19 9a2.8 2.8 0 0 0-4-4L4 16z', 'M13.5 6.5l4 4']} />;

export const SpeakingIcon = () => (
  <Icon paths={['M5 11a7 7 0 0 0 14 0', 'M12 18v3']}>
    <rect x="9" y="3" width="6" height="11" rx="3" />
  </Icon>
);

export const ConversationIcon = () => (
  <Icon
    paths={[
      'M4 5h11a2 2 0 0 1 2 2v6a2 2 0 0 1-2 2H9l-4 3v-3H4a2 2 0 0 1-2-2V7a2 2 0 0 1 2-2z',
      'M19 9h1a2 2 0 0 1 2 2v5a2 2 0 0 1-2 2v3l-3.5-3H12',
    ]}
  />
);

export const RankingIcon = () => (
  <Icon
    paths={[
      'M8 4h8v6a4 4 0 0 1-8 0z',
      'M16 6h3a3 3 0 0 1-3 4M8 6H5a3 3 0 0 0 3 4',
      'M12 14v4M8 21h8M9.5 18h5',
    ]}
  />
);

/** A graduation cap: the academy's own screens. */
export const AcademyIcon = () => <Icon paths={['M2 9l10-5 10 5-10 5z', 'M6 11v5c3 2 9 2 12 0v-5']} />;

export const UserIcon = ({ size }: { size?: number }) => (
  <Icon paths={['M4 21a8 8 0 0 1 16 0']} size={size}>
    <circle cx="12" cy="8" r="4" />
  </Icon>
);

export const LoginIcon = () => (
  <Icon paths={['M14 4h4a2 2 0 0 1 2 2v12a2 2 0 0 1-2 2h-4', 'M3 12h12M11 8l4 4-4 4']} />
);

export const HeadphonesIcon = () => (
  <Icon paths={['M4 15v-3a8 8 0 0 1 16 0v3']}>
    <rect x="3" y="14" width="4" height="7" rx="1.5" />
    <rect x="17" y="14" width="4" height="7" rx="1.5" />
  </Icon>
);

/** The "G" of the Google button, in the four brand colours. */
export const GoogleMark = () => (
  <svg viewBox="0 0 48 48" width="20" height="20" aria-hidden="true" focusable="false">
    <path
      fill="#EA4335"
      d="M24 9.5c3.5 0 6.6 1.2 9 3.6l6.7-6.7C35.6 2.5 30.2 0 24 0 14.6 0 6.6 5.4 2.6 13.2l7.8 6.1C12.3 13.6 17.6 9.5 24 9.5z"
    />
    <path
      fill="#4285F4"
      d="M46.9 24.5c0-1.6-.1-3.1-.4-4.5H24v9h12.9c-.6 3-2.3 5.5-4.8 7.2l7.5 5.8c4.4-4 7.3-10 7.3-17.5z"
    />
    <path
      fill="#FBBC05"
      d="M10.4 28.7A14.5 14.5 0 0 1 9.5 24c0-1.6.3-3.2.9-4.7l-7.8-6.1A24 24 0 0 0 0 24c0 3.9.9 7.5 2.6 10.8z"
    />
    <path
      fill="#34A853"
      d="M24 48c6.5 0 11.9-2.1 15.9-5.8l-7.5-5.8c-2.1 1.4-4.8 2.3-8.4 2.3-6.4 0-11.7-4.1-13.6-9.8l-7.8 6.1C6.6 42.6 14.6 48 24 48z"
    />
  </svg>
);
