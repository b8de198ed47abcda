import { useState } from 'react';
import { UserIcon } from './icons';
import './avatar.css';

/** The learner's photo, or a drawn silhouette when there is none (or it fails to load). */
export function Avatar({
  photoURL,
  size,
  alt = '',
}: {
  photoURL: string | null;
  size: number;
  alt?: string;
}) {
  const [failed, setFailed] = useState(false);
  if (photoURL && !failed) {
    return (
      <img
        className="avatar"
        src={photoURL}
        alt={alt}
        width={size}
        height={size}
        referrerPolicy="no-referrer"
        onError={() => setFailed(true)}
      />
    );
  }
  const icon = <UserIcon size={Math.round(size * 0.6)} />;
  const style = { width: size, height: size };
  return alt ? (
    <span className="avatar avatar-default" style={style} role="img" aria-label={alt}>
      {icon}
    </span>
  ) : (
    <span className="avatar avatar-default" style={style}>
      {icon}
    </span>
  );
}
