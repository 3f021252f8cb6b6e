import { isRouteErrorResponse, useRouteError } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title';

// Kept in the entry bundle: it must render even when a screen's chunk fails to load
// (typically after a new release replaced the files an open tab still points to).
export function RouteError() {
  const error = useRouteError();
  useDocumentTitle('Something went wrong');
  if (!isRouteErrorResponse(error)) console.error(error);

  return (
    <main className="page page--center" id="main">
      <h1 className="page__title">Something went wrong</h1>
      <p className="page__lead">This screen could not open. Reloading usually helps.</p>
      <div className="page__actions">
        <button type="button" className="button button--primary" onClick={() => window.location.reload()}>
          Reload
        </button>
        {/* A full page load on purpose: after a failed chunk, a fresh document is what heals. */}
        <a className="button button--quiet" href="/">
          Return home
        </a>
      </div>
    </main>
  );
}
