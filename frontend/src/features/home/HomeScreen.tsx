import { Mail } from 'lucide-react';
import { Link } from 'react-router';
import { AppHeader } from '../../components/ui/AppHeader';
import { BrandMark } from '../../components/ui/BrandMark';
import { GoogleButton } from '../../components/ui/GoogleButton';
import { APP_NAME } from '../../lib/app-name';
import { useAuth } from '../../lib/auth';
import { useDocumentTitle } from '../../lib/document-title';
import { useAuthenticate } from '../../lib/use-authenticate';
import './home.css';
import { SCRIPTURE } from '../../lib/scripture';

// The splash: the verse, then the ways in. Google appears only when the server says it
// works here; the buttons wait for that answer rather than popping in under a thumb.
export function HomeScreen() {
  useDocumentTitle(null);
  const { status, config } = useAuth();
  const { busy, run } = useAuthenticate();
  return (
    <div className="page">
      <AppHeader />
      <main className="page__main home fade-in" id="main">
        <BrandMark size={88} />
        <h1 className="home__title">{APP_NAME}</h1>
        <p className="home__tagline">A Catholic AI companion for prayer, Scripture and reflection.</p>
        <figure className="home__verse">
          <blockquote className="home__quote">
            <p>{SCRIPTURE.askSeekKnock.text}</p>
          </blockquote>
          <figcaption className="home__reference">{SCRIPTURE.askSeekKnock.reference}</figcaption>
        </figure>
        {status !== 'loading' && (
          <div className="home__actions fade-in">
            {config?.googleSignIn && (
              <GoogleButton busy={busy === 'google'} onClick={() => void run({ method: 'google' })} />
            )}
            <Link className="button button--primary button--block" to="/login">
              <Mail size={20} aria-hidden="true" />
              Continue with Email
            </Link>
            <p className="home__signup">
              New here? <Link to="/signup">Sign up</Link>
            </p>
          </div>
        )}
      </main>
      <footer className="home__footer">
        <nav aria-label="Legal">
          <ul className="home__links">
            <li>
              <Link to="/privacy">Privacy</Link>
            </li>
            <li>
              <Link to="/terms">Terms</Link>
            </li>
            <li>
              <Link to="/about">About</Link>
            </li>
          </ul>
        </nav>
      </footer>
    </div>
  );
}
