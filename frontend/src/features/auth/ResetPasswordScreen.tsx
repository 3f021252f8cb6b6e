import { useEffect, useState } from 'react';
import { useLocation, useNavigate } from 'react-router';
import { useDocumentTitle } from '../../lib/document-title';
import { ResetForm } from './components/ResetForm';
import { ResetLinkNotice } from './components/ResetLinkNotice';
import { readToken } from './reset-password-api';
import './auth.css';

export function ResetPasswordScreen() {
  const [token] = useState(readToken);
  const location = useLocation();
  const navigate = useNavigate();

  // Once read, the token leaves the address bar (and so the history and any shared screenshot).
  useEffect(() => {
    if (location.hash) void navigate({ pathname: location.pathname, search: location.search }, { replace: true });
  }, [location.hash, location.pathname, location.search, navigate]);

  return token ? <ResetForm token={token} /> : <MissingToken />;
}

function MissingToken() {
  useDocumentTitle('Reset your password');
  return (
    <ResetLinkNotice title="Reset your password">
      This page opens from the link in your reset email, and that link seems to be missing here. Open the email and tap
      its link again, or ask for a new one.
    </ResetLinkNotice>
  );
}
