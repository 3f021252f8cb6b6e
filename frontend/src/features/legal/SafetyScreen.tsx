import { LegalPage } from './components/LegalPage';
import { SafetyContent } from './content/SafetyContent';

// /safety: the published crisis protocol, open to everyone, signed in or not.
export function SafetyScreen() {
  return <LegalPage title="Safety and crisis help">{(contact) => <SafetyContent contact={contact} />}</LegalPage>;
}
