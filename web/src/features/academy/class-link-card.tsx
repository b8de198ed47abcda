/**
 * The keys page's "Link da turma": one link (and its QR code) for the whole class, each learner
 * who joins through it taking one of its seats. Its seats taken and left, the link to copy; an
 * admin opens it with N seats, changes them, and closes it. Teachers see it to hand it out.
 */
import type { ClassLink } from '@shared/contract';
import { MAX_KEYS_PER_MINT } from '@shared/rules';
import { type FormEvent, useId, useState } from 'react';
import { FormError } from '../../components/form-error';
import { TextField } from '../../components/text-field';
import { TitledCard } from '../../components/titled-card';
import { useAction } from '../../lib/use-action';
import { academyMessages } from '../../messages/academy';
import { closeClassLink, openClassLink } from './api/link';
import { Announcement, copyText, useAnnouncement } from './parts';
import { classLinkUrl } from './paths';
import { QrCode } from './qr-code';

const text = academyMessages.classLink;

/** The seats offered when a class has no open link: a class, as the academy usually fills one. */
const DEFAULT_SEATS = 30;

function OpenLink({ link }: { link: ClassLink }) {
  const url = classLinkUrl(link.token);
  const [copied, setCopied] = useState<boolean | null>(null);
  const fieldId = useId();
  return (
    <div className="academy-link">
      <QrCode text={url} label={text.qr} />
      <div className="academy-link-text">
        <label htmlFor={fieldId}>{text.linkLabel}</label>
        <input
          id={fieldId}
          className="academy-link-url"
          readOnly
          value={url}
          onFocus={(event) => event.currentTarget.select()}
        />
        <div className="academy-actions">
          <button
            type="button"
            className="button button-secondary"
            onClick={async () => setCopied(await copyText(url))}
          >
            {text.copy}
          </button>
          <p aria-live="polite" className="muted">
            {copied === true && text.copied}
            {copied === false && text.copyFailed}
          </p>
        </div>
        <p className="academy-summary">{text.seats(link.seatsTaken, link.seats)}</p>
        {link.seatsTaken >= link.seats && <p className="alert tone-error">{text.full}</p>}
      </div>
    </div>
  );
}

function Manage({
  classId,
  link,
  onChanged,
}: {
  classId: string;
  link: ClassLink | null;
  onChanged: (link: ClassLink | null, said: string) => void;
}) {
  const seatsAction = useAction();
  const closeAction = useAction();
  const open = link?.open === true;
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const seats = Number(new FormData(event.currentTarget).get('seats'));
    if (!Number.isInteger(seats) || seats < 1 || seats > MAX_KEYS_PER_MINT) {
      return seatsAction.setError(text.seatsInvalid);
    }
    await seatsAction.run(async () => {
      const changed = await openClassLink(classId, seats);
      onChanged(changed, open ? text.seatsSaved(seats) : text.opened);
    });
  }
  const busy = seatsAction.busy || closeAction.busy;
  return (
    <>
      <form className="form academy-mint" noValidate onSubmit={submit} aria-busy={busy}>
        <TextField
          // A new field when the link changes, so its number is the link's.
          key={open ? `${link?.token}-${link?.seats}` : 'new'}
          label={text.seatsLabel}
          hint={text.seatsHint}
          error={seatsAction.error}
          name="seats"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_KEYS_PER_MINT}
          step={1}
          defaultValue={open ? link?.seats : DEFAULT_SEATS}
          required
        />
        <div>
          <button type="submit" className="button button-primary" disabled={busy}>
            {seatsAction.busy ? (open ? text.savingSeats : text.opening) : open ? text.saveSeats : text.open}
          </button>
        </div>
      </form>
      {open && (
        <div className="academy-actions">
          <button
            type="button"
            className="button button-danger"
            disabled={busy}
            onClick={() =>
              closeAction.run(async () => {
                onChanged(await closeClassLink(classId), text.closed);
              })
            }
          >
            {closeAction.busy ? text.closing : text.close}
          </button>
        </div>
      )}
      <FormError error={closeAction.error} />
    </>
  );
}

export function ClassLinkCard({
  classId,
  initial,
  admin,
}: {
  classId: string;
  /** The class's latest link as the page loaded it. */
  initial: ClassLink | null;
  admin: boolean;
}) {
  const [link, setLink] = useState(initial);
  const { announcement, announce } = useAnnouncement();
  return (
    <TitledCard title={text.title} className="academy-class-link">
      <p className="muted">{text.lead}</p>
      {link?.open ? (
        <OpenLink link={link} />
      ) : (
        <p>{link ? text.closedAt(link.closedAt, link.seatsTaken, link.seats) : text.none}</p>
      )}
      {admin && (
        <Manage
          classId={classId}
          link={link}
          onChanged={(changed, said) => {
            setLink(changed);
            announce(said);
          }}
        />
      )}
      <Announcement announcement={announcement} />
    </TitledCard>
  );
}
