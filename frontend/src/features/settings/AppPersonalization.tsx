import { useEffect, useRef, useState, type FormEvent } from 'react';
import { ChoiceList } from '../../components/ui/ChoiceList';
import { CompanionPicker } from '../../components/ui/CompanionPicker';
import { LoadState } from '../../components/ui/LoadState';
import { useAuth, type UserProfile } from '../../lib/auth';
import { useCompanionCatalogue, type CompanionCatalogue } from '../../lib/catalogue';
import { useTheme } from '../../lib/theme';
import { AppearanceChoice } from './components/AppearanceChoice';
import { SettingsPage } from './components/SettingsPage';
import { SignedOutNote } from './components/SignedOutNote';
import { useSaveProfile } from './hooks/use-save-profile';
import { SaveButton } from './components/SaveButton';

const TITLE = 'App Personalization';
const FORM_ID = 'personalization-form';

const RESPONSE_STYLES = [
  { value: 'default', label: 'Default' },
  { value: 'precise', label: 'Precise' },
] as const;

export function AppPersonalization() {
  const auth = useAuth();
  const catalogue = useCompanionCatalogue();
  if (auth.status === 'loading') return null;
  if (auth.status === 'signedOut') {
    return (
      <SettingsPage title={TITLE} backTo="list">
        <SignedOutNote />
        <section className="settings__section">
          <AppearanceChoice />
        </section>
      </SettingsPage>
    );
  }
  if (!catalogue.data) {
    return (
      <SettingsPage title={TITLE} backTo="list">
        <LoadState failed={catalogue.failed} retry={catalogue.retry} />
      </SettingsPage>
    );
  }
  return <PersonalizationForm profile={auth.profile} catalogue={catalogue.data} />;
}

// Picking a companion or a theme applies at once (spec section 2): the companion in the
// held profile, the theme on this device. Save writes both to the account. Leaving
// without saving puts the held companion back to the saved one, so the app never shows
// a choice the server does not have; the theme stays as this device's own preference,
// as the header's toggle does.
function PersonalizationForm({ profile, catalogue }: { profile: UserProfile; catalogue: CompanionCatalogue }) {
  const { setProfile } = useAuth();
  const theme = useTheme();
  const { saving, save } = useSaveProfile();
  const [responseStyle, setResponseStyle] = useState(profile.responseStyle);
  const savedAvatar = useRef(profile.avatar);

  useEffect(
    () => () => {
      const saved = savedAvatar.current;
      setProfile((current) => (current.avatar === saved ? current : { ...current, avatar: saved }));
    },
    [setProfile],
  );

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    void save(
      { avatar: profile.avatar, theme, responseStyle },
      {
        onSaved: (saved) => {
          savedAvatar.current = saved.avatar;
        },
      },
    );
  };

  return (
    <SettingsPage title={TITLE} backTo="list" footer={<SaveButton formId={FORM_ID} saving={saving} />}>
      <form id={FORM_ID} className="settings__form" noValidate onSubmit={onSubmit} aria-busy={saving}>
        <CompanionPicker
          legend="Companion"
          companions={catalogue.companions}
          value={profile.avatar}
          onChange={(key) => setProfile((current) => ({ ...current, avatar: key }))}
        />
        <AppearanceChoice />
        <ChoiceList
          legend="Response Style"
          choices={RESPONSE_STYLES}
          value={responseStyle}
          onChange={setResponseStyle}
        />
      </form>
    </SettingsPage>
  );
}
