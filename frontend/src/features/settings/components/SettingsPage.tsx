import { ArrowLeft } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link, useNavigate } from 'react-router';
import { AppHeader } from '../../../components/ui/AppHeader';
import { useDocumentTitle } from '../../../lib/document-title';
import { hasInAppHistory } from '../../../lib/history';

interface SettingsPageProps {
  title: string;
  // Sub-pages go back to the list; the list goes back in history (spec section 2).
  backTo: 'list' | 'history';
  children: ReactNode;
  // The Save button and the like, kept at the foot of the page.
  footer?: ReactNode;
}

export function SettingsPage({ title, backTo, children, footer }: SettingsPageProps) {
  useDocumentTitle(title);
  const navigate = useNavigate();
  const back =
    backTo === 'list' ? (
      <Link className="text-button" to="/settings">
        <ArrowLeft size={22} aria-hidden="true" />
        Settings
      </Link>
    ) : (
      <button
        type="button"
        className="text-button"
        onClick={() => {
          // From a deep link, "back" would leave the app: go to its start instead.
          if (hasInAppHistory()) void navigate(-1);
          else void navigate('/', { replace: true });
        }}
      >
        <ArrowLeft size={22} aria-hidden="true" />
        Back
      </button>
    );
  return (
    <div className="page">
      <AppHeader start={back} />
      <main className="page__main settings fade-in" id="main">
        <h1 className="settings__title">{title}</h1>
        {children}
        {footer && <div className="settings__footer">{footer}</div>}
      </main>
    </div>
  );
}
