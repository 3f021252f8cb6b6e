import { useEffect } from 'react';
import { Link } from 'react-router';
import { AppHeader } from '../../components/ui/AppHeader';
import { BrandMark } from '../../components/ui/BrandMark';
import { useAuth } from '../../lib/auth';
import { useDocumentTitle } from '../../lib/document-title';
import { SCRIPTURE } from '../../lib/scripture';
import { STORAGE_KEYS, writeStorage } from '../../lib/storage-keys';
import './welcome.css';

// /welcome: Matthew 11:28 (from lib/scripture.ts, the one source of quoted Scripture), then a welcome whose two parts fade in at 2 s and
// 4 s (spec section 9), at once for people who prefer reduced motion (see welcome.css).
export function WelcomeScreen() {
  useDocumentTitle('Welcome');
  const { profile } = useAuth();
  const name = profile?.name?.trim();

  useEffect(() => {
    writeStorage(STORAGE_KEYS.hasSeenWelcome, 'true');
  }, []);

  return (
    <div className="page">
      <AppHeader />
      <main className="page__main welcome" id="main">
        <h1 className="visually-hidden">Welcome</h1>
        <BrandMark size={56} />
        <figure className="welcome__verse fade-in">
          <blockquote className="welcome__quote">
            <p>“{SCRIPTURE.comeToMe.text}”</p>
          </blockquote>
          <figcaption className="welcome__reference">{SCRIPTURE.comeToMe.reference}</figcaption>
        </figure>
        <p className="welcome__part welcome__part--first" data-testid="welcome-first">
          {name ? `Welcome, ${name}.` : 'Welcome.'} This is a quiet place to bring whatever you carry today.
        </p>
        <p className="welcome__part welcome__part--second" data-testid="welcome-second">
          Your AI companion is here to listen, to pray with you and to open the day’s Scripture, whenever you are ready.
        </p>
        <div className="welcome__actions">
          <Link className="button button--primary button--block" to="/chat">
            Continue
          </Link>
        </div>
      </main>
    </div>
  );
}
