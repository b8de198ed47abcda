/**
 * `/academia/turmas/:classId/chaves`: a class's activation keys, each with its state (livre, usada
 * por NOME em DATA, revogada); an admin mints 1-200 at once and revokes an unused one. The CSV
 * and the printable sheet (./sheet-page.tsx) hand them out; the class's link (./class-link-card.tsx)
 * lets the whole class join with one link instead.
 */
import type { AcademyRole, ClassKey, ClassLink } from '@shared/contract';
import { formatKey } from '@shared/key-format';
import { MAX_KEYS_PER_MINT } from '@shared/rules';
import { type FormEvent, useState } from 'react';
import { type LoaderFunctionArgs, useLoaderData, useRevalidator } from 'react-router';
import { AppLink } from '../../components/app-link';
import { PageTitle } from '../../components/page-title';
import { TextField } from '../../components/text-field';
import { TitledCard } from '../../components/titled-card';
import { useAction } from '../../lib/use-action';
import { academyMessages, brDate } from '../../messages/academy';
import { getKeysCsv, mintKeys, revokeKey } from './api/keys';
import { getClassLink } from './api/link';
import { ClassLinkCard } from './class-link-card';
import { type ClassWithKeys, getClassWithKeys } from './class-of';
import { DangerDialog } from './danger-dialog';
import { AcademyTable, Announcement, BackLink, DownloadButton, EmptyState, useAnnouncement } from './parts';
import { classPath, sheetPath, slug, today } from './paths';
import { classIdOf, loadForStaff } from './staff-access';
import { RoleBadge, StaffScreen } from './staff-screen';

const text = academyMessages.keys;

interface KeysData extends ClassWithKeys {
  link: ClassLink | null;
}

function loadKeys({ params }: LoaderFunctionArgs) {
  const classId = classIdOf(params);
  return loadForStaff(async (): Promise<KeysData> => {
    const [data, link] = await Promise.all([getClassWithKeys(classId), getClassLink(classId)]);
    return { ...data, link };
  });
}

/** What happened to a key, in words. */
export function keyState(key: ClassKey): string {
  if (key.state === 'used') return text.usedBy(key.usedBy, key.usedAt);
  if (key.state === 'revoked') return text.revoked(key.revokedAt);
  return text.free;
}

function Mint({ classId, onMinted }: { classId: string; onMinted: (count: number) => Promise<void> }) {
  const { busy, error, setError, run } = useAction();
  async function submit(event: FormEvent<HTMLFormElement>) {
    event.preventDefault();
    const count = Number(new FormData(event.currentTarget).get('count'));
    if (!Number.isInteger(count) || count < 1 || count > MAX_KEYS_PER_MINT) return setError(text.mintInvalid);
    await run(async () => {
      const keys = await mintKeys(classId, count);
      await onMinted(keys.length);
    });
  }
  return (
    <TitledCard title={text.mintTitle}>
      <form className="form academy-mint" noValidate onSubmit={submit} aria-busy={busy}>
        <TextField
          label={text.mintCount}
          hint={text.mintHint}
          error={error}
          name="count"
          type="number"
          inputMode="numeric"
          min={1}
          max={MAX_KEYS_PER_MINT}
          step={1}
          defaultValue={1}
          required
        />
        <div>
          <button type="submit" className="button button-primary" disabled={busy}>
            {busy ? text.minting : text.mint}
          </button>
        </div>
      </form>
    </TitledCard>
  );
}

function KeyRow({ entry, onRevoke }: { entry: ClassKey; onRevoke?: (key: string) => void }) {
  const c = text.columns;
  return (
    <tr className={`academy-key-${entry.state}`}>
      <th scope="row" data-label={c.key} className="academy-key">
        {formatKey(entry.key)}
      </th>
      <td data-label={c.state}>{keyState(entry)}</td>
      <td data-label={c.createdAt}>{entry.createdAt ? brDate(entry.createdAt) : '—'}</td>
      {onRevoke && (
        <td data-label={c.actions}>
          {entry.state === 'free' && (
            <button
              type="button"
              className="link-button"
              aria-label={text.revokeKey(formatKey(entry.key))}
              onClick={() => onRevoke(entry.key)}
            >
              {text.revoke}
            </button>
          )}
        </td>
      )}
    </tr>
  );
}

function Keys({ data, role }: { data: KeysData; role: AcademyRole }) {
  const { summary, keys } = data;
  const revalidator = useRevalidator();
  const { announcement, announce } = useAnnouncement();
  const [revoking, setRevoking] = useState<string | null>(null);
  const admin = role === 'admin';
  const c = text.columns;

  return (
    <div className="page academy-page academy-wide">
      <PageTitle>{text.title(summary.name)}</PageTitle>
      <BackLink to={classPath(summary.id)}>{summary.name}</BackLink>
      <header className="academy-header">
        <h1>{text.title(summary.name)}</h1>
        <RoleBadge role={role} />
      </header>
      <p className="muted">{text.lead}</p>
      <p className="academy-summary">
        {text.summary(summary.keys.free, summary.keys.used, summary.keys.revoked)}
      </p>
      <ClassLinkCard classId={summary.id} initial={data.link} admin={admin} />
      {admin && (
        <Mint
          classId={summary.id}
          onMinted={async (count) => {
            await revalidator.revalidate();
            announce(text.minted(count));
          }}
        />
      )}
      <div className="academy-actions">
        <AppLink to={sheetPath(summary.id)} className="button button-primary">
          {text.sheet}
        </AppLink>
        <DownloadButton
          label={text.download}
          busyLabel={text.downloading}
          doneLabel={text.downloaded}
          fileName={() => `${slug(summary.name)}-chaves-${today()}.csv`}
          fetchFile={() => getKeysCsv(summary.id)}
        />
      </div>
      <Announcement announcement={announcement} />
      <section aria-labelledby="chaves-lista" className="academy-section">
        <h2 id="chaves-lista" className="section-title">
          {text.listLabel} <span className="muted academy-count">({keys.length})</span>
        </h2>
        {keys.length === 0 ? (
          <EmptyState title={text.empty} />
        ) : (
          <AcademyTable
            label={text.listLabel}
            className="academy-keys"
            columns={[c.key, c.state, c.createdAt, admin && c.actions]}
          >
            {keys.map((entry) => (
              <KeyRow key={entry.key} entry={entry} onRevoke={admin ? setRevoking : undefined} />
            ))}
          </AcademyTable>
        )}
      </section>
      {admin && (
        <DangerDialog
          open={revoking !== null}
          question={{
            title: text.revokeTitle(formatKey(revoking ?? '')),
            lead: text.revokeLead,
            cancel: text.revokeCancel,
            confirm: text.revokeConfirm,
            busy: text.revoking,
          }}
          action={async () => {
            if (revoking) await revokeKey(revoking);
          }}
          onClose={async (revoked) => {
            const key = revoking;
            setRevoking(null);
            if (revoked && key) {
              await revalidator.revalidate();
              announce(text.revokedDone(formatKey(key)));
            }
          }}
        />
      )}
    </div>
  );
}

function KeysPage() {
  const load = useLoaderData<typeof loadKeys>();
  return <StaffScreen load={load}>{(data, role) => <Keys data={data} role={role} />}</StaffScreen>;
}

/** A class's keys route (src/app/router.tsx): its screen and its loader. */
export const keysRoute = { Component: KeysPage, loader: loadKeys };
