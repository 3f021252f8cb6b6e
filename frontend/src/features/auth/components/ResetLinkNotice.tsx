import type { ReactNode, Ref } from 'react';
import { Link } from 'react-router';
import { AppHeader } from '../../../components/ui/AppHeader';
import { BackLink } from '../../../components/ui/BackLink';

interface ResetLinkNoticeProps {
  title: string;
  children: ReactNode;
  // Focused when the notice replaces the form, so the change is heard.
  headingRef?: Ref<HTMLHeadingElement>;
}

// A reset link that cannot be used (missing or expired): what happened, and the two ways on.
export function ResetLinkNotice({ title, children, headingRef }: ResetLinkNoticeProps) {
  return (
    <div className="page">
      <AppHeader start={<BackLink to="/login" />} />
      <main className="page__main auth fade-in" id="main">
        <h1 className="page__title auth__title" ref={headingRef} tabIndex={headingRef ? -1 : undefined}>
          {title}
        </h1>
        <p className="page__lead auth__lead">{children}</p>
        <div className="auth__actions">
          <Link className="button button--primary button--block" to="/forgot-password">
            Request a new link
          </Link>
          <Link className="button button--quiet button--block" to="/login">
            Back to Log In
          </Link>
        </div>
      </main>
    </div>
  );
}
