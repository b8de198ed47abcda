/**
 * What a learner agrees to when their account is made (by e-mail, at the first Google sign-in,
 * or later on the profile for an account made before the notice): the privacy notice, and their
 * age, with a guardian's agreement under ADULT_AGE. The server records it (create-user's
 * `consent`) and refuses a minor without the guardian's agreement; the form says so first.
 */

import type { SignUpConsent } from '@shared/contract';
import { PRIVACY_NOTICE_VERSION } from '@shared/rules';
import { useId, useState } from 'react';
import { screenPaths } from '../config/screen-paths';
import { accountMessages } from '../messages/account';
import './consent-fields.css';

const text = accountMessages.consent;

export interface ConsentErrors {
  notice?: string;
  age?: string;
  guardian?: string;
}

export type ConsentRead = { consent: SignUpConsent; errors: null } | { consent: null; errors: ConsentErrors };

/** The consent the form's fields hold, or why they do not make one. */
export function readConsent(form: FormData): ConsentRead {
  const accepted = form.get('notice') === 'on';
  const age = form.get('age');
  const guardian = form.get('guardian') === 'on';
  const errors: ConsentErrors = {};
  if (!accepted) errors.notice = text.acceptRequired;
  if (age !== 'adult' && age !== 'minor') errors.age = text.ageRequired;
  else if (age === 'minor' && !guardian) errors.guardian = text.guardianRequired;
  if (errors.notice || errors.age || errors.guardian) return { consent: null, errors };
  const consent: SignUpConsent =
    age === 'adult'
      ? { noticeVersion: PRIVACY_NOTICE_VERSION, adult: true }
      : { noticeVersion: PRIVACY_NOTICE_VERSION, adult: false, guardianConsent: true };
  return { consent, errors: null };
}

function Check({ name, label, error }: { name: string; label: string; error?: string }) {
  const id = useId();
  return (
    <div className="check-field">
      <label className="check">
        <input
          type="checkbox"
          name={name}
          aria-invalid={error ? true : undefined}
          aria-describedby={error ? `${id}-error` : undefined}
        />
        <span>{label}</span>
      </label>
      {error && (
        <p id={`${id}-error`} className="field-error">
          {error}
        </p>
      )}
    </div>
  );
}

/** The fields inside a form; `readConsent(new FormData(form))` reads them. */
export function ConsentFields({ errors }: { errors: ConsentErrors }) {
  const [minor, setMinor] = useState(false);
  const ageErrorId = useId();
  return (
    <fieldset className="consent">
      <legend>{text.legend}</legend>
      <p>
        {/* A new tab: what the learner typed in this form stays. */}
        <a href={screenPaths.privacy} target="_blank" rel="noopener">
          {text.readNotice}
        </a>{' '}
        <span className="muted">{text.newTab}</span>
      </p>
      <Check name="notice" label={text.accept} error={errors.notice} />
      <fieldset className="consent-age" aria-describedby={errors.age ? ageErrorId : undefined}>
        <legend>{text.ageLegend}</legend>
        {(['adult', 'minor'] as const).map((age) => (
          <label key={age} className="check">
            <input type="radio" name="age" value={age} onChange={() => setMinor(age === 'minor')} />
            <span>{text[age]}</span>
          </label>
        ))}
        {errors.age && (
          <p id={ageErrorId} className="field-error">
            {errors.age}
          </p>
        )}
      </fieldset>
      {minor && <Check name="guardian" label={text.guardian} error={errors.guardian} />}
    </fieldset>
  );
}
