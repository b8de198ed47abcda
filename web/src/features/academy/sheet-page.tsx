/**
 * `/academia/turmas/:classId/folha`: the class's free keys, printable. One key per line in big
 * type, with the link that opens the app with the key filled in (`/?chave=KEY`) and its QR code,
 * so a learner activates from the paper, a photo of it or a WhatsApp message. The QR library
 * loads with this screen only.
 */
import type { AcademyRole } from '@shared/contract';
import { formatKey } from '@shared/key-format';
import { type LoaderFunctionArgs, useLoaderData } from 'react-router';
import { PageTitle } from '../../components/page-title';
import { academyMessages } from '../../messages/academy';
import { type ClassWithKeys, getClassWithKeys } from './class-of';
import { BackLink, EmptyState } from './parts';
import { keyLink, keysPath } from './paths';
import { QrCode } from './qr-code';
import { classIdOf, loadForStaff } from './staff-access';
import { StaffScreen } from './staff-screen';

const text = academyMessages.sheet;

function loadSheet({ params }: LoaderFunctionArgs) {
  const classId = classIdOf(params);
  return loadForStaff(() => getClassWithKeys(classId));
}

function Sheet({ data }: { data: ClassWithKeys; role: AcademyRole }) {
  const { summary } = data;
  const free = data.keys.filter((key) => key.state === 'free');
  return (
    <div className="page academy-page academy-sheet">
      <PageTitle>{text.title(summary.name)}</PageTitle>
      <div className="academy-no-print">
        <BackLink to={keysPath(summary.id)}>{text.backToKeys}</BackLink>
      </div>
      <header className="academy-header">
        <h1>{text.title(summary.name)}</h1>
      </header>
      <div className="academy-no-print academy-sheet-intro">
        <p className="muted">{text.lead}</p>
        <p className="academy-summary">{text.freeCount(free.length)}</p>
        {free.length > 0 && (
          <button type="button" className="button button-primary" onClick={() => window.print()}>
            {text.print}
          </button>
        )}
      </div>
      {free.length === 0 ? (
        <EmptyState title={text.empty} />
      ) : (
        <ol className="plain-list academy-sheet-list" aria-label={text.listLabel}>
          {free.map(({ key }) => {
            const link = keyLink(key);
            return (
              <li key={key} className="academy-sheet-row">
                <QrCode text={link} label={text.qr(formatKey(key))} />
                <div className="academy-sheet-text">
                  <p className="academy-sheet-key">{formatKey(key)}</p>
                  <p className="academy-sheet-link">
                    <a href={link}>{link}</a>
                  </p>
                  <p className="academy-sheet-how">{text.howTo}</p>
                </div>
              </li>
            );
          })}
        </ol>
      )}
    </div>
  );
}

function SheetPage() {
  const load = useLoaderData<typeof loadSheet>();
  return <StaffScreen load={load}>{(data, role) => <Sheet data={data} role={role} />}</StaffScreen>;
}

/** The printable sheet's route (src/app/router.tsx): its screen and its loader. */
export const sheetRoute = { Component: SheetPage, loader: loadSheet };
