import { LegalPage } from './components/LegalPage';
import { LEGAL_EFFECTIVE_DATE } from './content/dates';
import { TermsContent } from './content/TermsContent';

export function TermsScreen() {
  return (
    <LegalPage title="Terms of Use" lastUpdated={LEGAL_EFFECTIVE_DATE}>
      {(contact) => <TermsContent contact={contact} />}
    </LegalPage>
  );
}
