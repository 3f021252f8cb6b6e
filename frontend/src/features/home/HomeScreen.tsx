import { Link } from 'react-router';
import { AppHeader } from '../../components/ui/AppHeader';
import { BrandMark } from '../../components/ui/BrandMark';
import { APP_NAME } from '../../lib/app-name';
import { useDocumentTitle } from '../../lib/document-title';
import './home.css';

// Sign-in buttons arrive with the identity issue; until then the splash offers only
// what works (no buttons that do nothing).
export function HomeScreen() {
  useDocumentTitle(null);
  return (
    <div className="page">
      <AppHeader />
      <main className="page__main home fade-in" id="main">
        <BrandMark size={88} />
        <h1 className="home__title">{APP_NAME}</h1>
        <p className="home__tagline">A Catholic AI companion for prayer, Scripture and reflection.</p>
        <figure className="home__verse">
          <blockquote className="home__quote">
            <p>
              Ask, and it will be given you; seek, and you will find; knock, and it will be opened to you.
            </p>
          </blockquote>
          <figcaption className="home__reference">Matthew 7:7</figcaption>
        </figure>
        <p className="home__soon">Sign-in is on its way. Until then, you are welcome to read about the app.</p>
        <div className="page__actions">
          <Link className="button button--primary" to="/about">
            About the app
          </Link>
        </div>
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
