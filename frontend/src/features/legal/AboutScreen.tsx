import { LegalPage } from './components/LegalPage';
import { AboutContent } from './content/AboutContent';
import type { LegalContactResult } from './hooks/use-legal-contact';

// Which drivers the server runs (for example the offline companion) is worth being
// open about, but it is detail most people never need, so it stays folded away.
function TechnicalDetails({ status, version, drivers }: LegalContactResult) {
  if (status !== 'ready') return null;
  return (
    <details className="legal__details">
      <summary>Technical details</summary>
      <dl>
        <div className="legal__details-row">
          <dt>Version</dt>
          <dd>{version}</dd>
        </div>
        {drivers.map(({ name, driver }) => (
          <div key={name} className="legal__details-row">
            <dt>{name}</dt>
            <dd>{driver}</dd>
          </div>
        ))}
      </dl>
    </details>
  );
}

export function AboutScreen() {
  return (
    <LegalPage title="About" footer={(result) => <TechnicalDetails {...result} />}>
      {(contact, version) => <AboutContent contact={contact} version={version} />}
    </LegalPage>
  );
}
