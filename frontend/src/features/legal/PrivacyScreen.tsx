import { LegalPage } from './components/LegalPage';
import { LEGAL_EFFECTIVE_DATE } from './content/dates';
import { PrivacyContent } from './content/PrivacyContent';

export function PrivacyScreen() {
  return (
    <LegalPage title="Privacy Policy" lastUpdated={LEGAL_EFFECTIVE_DATE}>
      {(contact) => <PrivacyContent contact={contact} />}
    </LegalPage>
  );
}
