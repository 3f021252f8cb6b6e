import { useEffect } from 'react';
import { Link, useNavigate } from 'react-router';
import { AppHeader } from '../../components/ui/AppHeader';
import { BrandMark } from '../../components/ui/BrandMark';
import { useDocumentTitle } from '../../lib/document-title';

// Spec section 9: the thank-you page moves on to /welcome after 5000 ms.
export const DONATE_SUCCESS_REDIRECT_MS = 5000;

// Where the checkout returns after a gift. It thanks the giver, then carries on to
// /welcome (a visitor who is not signed in is taken home from there by its guard).
export function DonateSuccessScreen() {
  useDocumentTitle('Thank you');
  const navigate = useNavigate();

  useEffect(() => {
    const timer = window.setTimeout(() => void navigate('/welcome', { replace: true }), DONATE_SUCCESS_REDIRECT_MS);
    return () => window.clearTimeout(timer);
  }, [navigate]);

  return (
    <div className="page">
      <AppHeader />
      <main className="page__main page__main--center fade-in" id="main">
        <BrandMark size={56} />
        <h1 className="page__title">Thank you</h1>
        <p className="page__lead">
          Your gift keeps this ministry free for everyone who comes to it in prayer, in grief or in doubt. May God bless
          your generosity.
        </p>
        <p className="page__lead">In a few seconds we will take you on.</p>
        <div className="page__actions">
          <Link className="button button--primary" to="/welcome" replace>
            Continue now
          </Link>
        </div>
      </main>
    </div>
  );
}
