import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title';
import { AppHeader } from './AppHeader';
import { BrandMark } from './BrandMark';

interface PlaceholderScreenProps {
  title: string;
  line: string;
  // Extra actions beside Return home.
  children?: ReactNode;
}

// A calm stand-in for screens that later issues build, so every route already
// leads somewhere honest instead of to an empty page.
export function PlaceholderScreen({ title, line, children }: PlaceholderScreenProps) {
  useDocumentTitle(title);
  return (
    <div className="page">
      <AppHeader />
      <main className="page__main page__main--center fade-in" id="main">
        <BrandMark size={56} />
        <h1 className="page__title">{title}</h1>
        <p className="page__lead">{line}</p>
        <div className="page__actions">
          <Link className="button button--quiet" to="/">
            Return home
          </Link>
          {children}
        </div>
      </main>
    </div>
  );
}
