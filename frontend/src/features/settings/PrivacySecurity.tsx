import { useMutation } from '@apollo/client/react';
import { ChevronRight } from 'lucide-react';
import { useState } from 'react';
import { Link } from 'react-router';
import { ClearChatHistoryDocument, ClearPastoralMemoryDocument } from '../../generated/graphql';
import { useAuth, type UserProfile } from '../../lib/auth';
import { notify } from '../../lib/notify';
import { SAFETY_PATH } from '../../lib/safety';
import { ConfirmAction } from './components/ConfirmAction';
import { DeleteAccount } from './components/DeleteAccount';
import { DownloadMyData } from './components/DownloadMyData';
import { SettingsPage } from './components/SettingsPage';
import { SignedOutNote } from './components/SignedOutNote';
import { SignOutEverywhere } from './components/SignOutEverywhere';
import { useSaveProfile } from './hooks/use-save-profile';

const TITLE = 'Privacy & Security';

function LegalLinks() {
  return (
    <nav className="settings__section" aria-label="Legal">
      <ul className="settings-list">
        {[
          { to: '/terms', label: 'Terms of Use' },
          { to: '/privacy', label: 'Privacy Policy' },
          { to: '/about', label: 'About' },
          { to: SAFETY_PATH, label: 'Safety and crisis help' },
        ].map(({ to, label }) => (
          <li key={to}>
            <Link className="settings-row" to={to}>
              <span className="settings-row__label">{label}</span>
              <ChevronRight className="settings-row__chevron" size={20} aria-hidden="true" />
            </Link>
          </li>
        ))}
      </ul>
    </nav>
  );
}

export function PrivacySecurity() {
  const auth = useAuth();
  if (auth.status === 'loading') return null;
  return (
    <SettingsPage title={TITLE} backTo="list">
      <LegalLinks />
      {auth.status === 'signedIn' ? <PrivacyActions profile={auth.profile} /> : <SignedOutNote />}
    </SettingsPage>
  );
}

function PrivacyActions({ profile }: { profile: UserProfile }) {
  const { setProfile } = useAuth();
  const [clearChatHistory] = useMutation(ClearChatHistoryDocument);
  const [clearPastoralMemory] = useMutation(ClearPastoralMemoryDocument);
  const { saving, save } = useSaveProfile();
  // Shown at once when flipped; put back if the save fails.
  const [optOut, setOptOut] = useState(profile.analyticsOptOut);

  const clearHistory = async () => {
    try {
      await clearChatHistory();
      notify.success('Chat history cleared.');
      return true;
    } catch (error) {
      console.error('Failed to clear chat history.', error);
      notify.error('Failed to clear chat history.');
      return false;
    }
  };

  const clearMemory = async () => {
    try {
      const { data } = await clearPastoralMemory();
      if (data) setProfile(data.clearPastoralMemory);
      notify.success('Pastoral memory cleared.');
      return true;
    } catch (error) {
      console.error('Failed to clear pastoral memory.', error);
      notify.error('Failed to clear pastoral memory.');
      return false;
    }
  };

  const toggleOptOut = async (next: boolean) => {
    if (saving) return;
    setOptOut(next);
    const saved = await save({ analyticsOptOut: next }, { stay: true });
    if (!saved) setOptOut(!next);
  };

  return (
    <>
      <section className="settings__section" aria-labelledby="privacy-data">
        <h2 className="settings__subtitle" id="privacy-data">
          Your data
        </h2>
        <DownloadMyData />
        <ConfirmAction
          label="Clear Chat History"
          warning="This deletes all your conversations and prayers with your companion. It cannot be undone."
          confirmLabel="Clear history"
          busyLabel="Clearing…"
          onConfirm={clearHistory}
        />
        <ConfirmAction
          label="Delete Pastoral Memory"
          warning="Your companion will forget what it has remembered about you to walk with you. It cannot be undone."
          confirmLabel="Delete memory"
          busyLabel="Deleting…"
          onConfirm={clearMemory}
        />
      </section>
      <section className="settings__section">
        <label className="settings-toggle">
          <span className="settings-toggle__text">
            <span className="settings-toggle__label" id="analytics-label">
              Opt out of Sharing App Analytics
            </span>
            <span className="settings-toggle__hint" id="analytics-hint">
              The app collects no analytics today. This choice is kept with your account and will be honoured if it ever
              does.
            </span>
          </span>
          <input
            type="checkbox"
            role="switch"
            className="settings-toggle__input"
            aria-labelledby="analytics-label"
            aria-describedby="analytics-hint"
            checked={optOut}
            aria-disabled={saving || undefined}
            onChange={(event) => void toggleOptOut(event.target.checked)}
          />
        </label>
      </section>
      <section className="settings__section" aria-labelledby="privacy-account">
        <h2 className="settings__subtitle" id="privacy-account">
          Your account
        </h2>
        <SignOutEverywhere />
        <DeleteAccount />
      </section>
    </>
  );
}
