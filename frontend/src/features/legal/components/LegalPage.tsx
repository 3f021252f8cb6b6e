import type { ReactNode } from 'react';
import { AppHeader } from '../../../components/ui/AppHeader';
import { useDocumentTitle } from '../../../lib/document-title';
import type { LegalContact } from '../content/types';
import { useLegalContact, type LegalContactResult } from '../hooks/use-legal-contact';
import { GoBackButton } from './GoBackButton';
import '../legal.css';

interface LegalPageProps {
  title: string;
  lastUpdated?: string;
  children: (contact: LegalContact, version: string) => ReactNode;
  // Extra matter below the text (the About page's technical details).
  footer?: (result: LegalContactResult) => ReactNode;
}

// The title is shown at once; the text follows when the contacts are known, or
// straight away with stand-ins when they cannot be loaded.
export function LegalPage({ title, lastUpdated, children, footer }: LegalPageProps) {
  useDocumentTitle(title);
  const result = useLegalContact();
  const { status, contact, version, retry } = result;

  return (
    <div className="page">
      <AppHeader start={<GoBackButton />} />
      <main className="page__main legal" id="main">
        <h1 className="page__title legal__title">{title}</h1>
        {lastUpdated && <p className="legal__updated">Last updated: {lastUpdated}</p>}

        {status === 'loading' && (
          <p className="legal__loading" role="status">
            Opening the page…
          </p>
        )}

        {(status === 'failed' || status === 'retrying') && (
          <div className="legal__notice" role="status">
            <p>
              We could not reach the server, so the contact addresses below are missing. The rest of the text is
              complete.
            </p>
            <button type="button" className="button button--quiet" onClick={retry} disabled={status === 'retrying'}>
              {status === 'retrying' ? 'Trying again…' : 'Try again'}
            </button>
          </div>
        )}

        {status !== 'loading' && (
          <>
            <div className="prose legal__body fade-in">{children(contact, version)}</div>
            {footer?.(result)}
          </>
        )}
      </main>
    </div>
  );
}
