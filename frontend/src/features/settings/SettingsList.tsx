import { ChevronRight, Heart, LifeBuoy, Palette, Share2, ShieldCheck, UserRound } from 'lucide-react';
import type { ReactNode } from 'react';
import { Link } from 'react-router';
import { LogOutButton } from '../../components/ui/LogOutButton';
import { useAuth } from '../../lib/auth';
import { useDonation } from '../../lib/donation';
import { SAFETY_PATH } from '../../lib/safety';
import { AppearanceChoice } from './components/AppearanceChoice';
import { SettingsPage } from './components/SettingsPage';
import { SignedOutNote } from './components/SignedOutNote';
import { useShareApp } from './hooks/use-share-app';

function Row({ icon, children }: { icon: ReactNode; children: ReactNode }) {
  return (
    <>
      <span className="settings-row__icon">{icon}</span>
      <span className="settings-row__label">{children}</span>
      <ChevronRight className="settings-row__chevron" size={20} aria-hidden="true" />
    </>
  );
}

// The crisis protocol and its lines: one tap from Settings, signed in or not.
function SafetyRow() {
  return (
    <li>
      <Link className="settings-row" to={SAFETY_PATH}>
        <Row icon={<LifeBuoy size={20} aria-hidden="true" />}>Safety and crisis help</Row>
      </Link>
    </li>
  );
}

// The main list (spec section 2): Personal Details, App Personalization, Privacy &
// Security, Safety and crisis help, Share the app, Make a Donation, Log Out.
export function SettingsList() {
  const auth = useAuth();
  const share = useShareApp();
  const { openDonation } = useDonation();

  if (auth.status === 'loading') return null;
  if (auth.status === 'signedOut') {
    return (
      <SettingsPage title="Settings" backTo="history">
        <SignedOutNote />
        <section className="settings__section">
          <AppearanceChoice />
        </section>
        <nav className="settings__section" aria-label="Legal">
          <ul className="settings-list">
            <li>
              <Link className="settings-row" to="/terms">
                <Row icon={<ShieldCheck size={20} aria-hidden="true" />}>Terms of Use</Row>
              </Link>
            </li>
            <li>
              <Link className="settings-row" to="/privacy">
                <Row icon={<ShieldCheck size={20} aria-hidden="true" />}>Privacy Policy</Row>
              </Link>
            </li>
            <li>
              <Link className="settings-row" to="/about">
                <Row icon={<Heart size={20} aria-hidden="true" />}>About</Row>
              </Link>
            </li>
            <SafetyRow />
          </ul>
        </nav>
      </SettingsPage>
    );
  }

  return (
    <SettingsPage title="Settings" backTo="history">
      <ul className="settings-list">
        <li>
          <Link className="settings-row" to="/settings/personal">
            <Row icon={<UserRound size={20} aria-hidden="true" />}>Personal Details</Row>
          </Link>
        </li>
        <li>
          <Link className="settings-row" to="/settings/personalization">
            <Row icon={<Palette size={20} aria-hidden="true" />}>App Personalization</Row>
          </Link>
        </li>
        <li>
          <Link className="settings-row" to="/settings/privacy">
            <Row icon={<ShieldCheck size={20} aria-hidden="true" />}>Privacy &amp; Security</Row>
          </Link>
        </li>
        <SafetyRow />
        <li>
          <button type="button" className="settings-row" onClick={() => void share()}>
            <Row icon={<Share2 size={20} aria-hidden="true" />}>Share the app</Row>
          </button>
        </li>
        <li>
          <button type="button" className="settings-row" onClick={() => openDonation({ returnPath: '/settings' })}>
            <Row icon={<Heart size={20} aria-hidden="true" />}>Make a Donation</Row>
          </button>
        </li>
      </ul>
      <div className="settings__logout">
        <LogOutButton />
      </div>
    </SettingsPage>
  );
}
