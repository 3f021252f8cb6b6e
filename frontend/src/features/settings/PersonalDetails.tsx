import { useId, useState, type FormEvent } from 'react';
import { ChoiceList, asChoices } from '../../components/ui/ChoiceList';
import { FormField } from '../../components/ui/FormField';
import { LoadState } from '../../components/ui/LoadState';
import { useAuth, type UserProfile } from '../../lib/auth';
import { useProfileOptions, type ProfileOptions } from '../../lib/catalogue';
import { SelectField } from './components/SelectField';
import { SettingsPage } from './components/SettingsPage';
import { SignedOutNote } from './components/SignedOutNote';
import { useSaveProfile } from './hooks/use-save-profile';
import { SaveButton } from './components/SaveButton';

const TITLE = 'Personal Details';

// Personal Details: the 8-step lists, name and year of birth as free text (spec section 5).
export function PersonalDetails() {
  const auth = useAuth();
  const options = useProfileOptions();
  if (auth.status === 'loading') return null;
  if (auth.status === 'signedOut') {
    return (
      <SettingsPage title={TITLE} backTo="list">
        <SignedOutNote />
      </SettingsPage>
    );
  }
  if (!options.data) {
    return (
      <SettingsPage title={TITLE} backTo="list">
        <LoadState failed={options.failed} retry={options.retry} />
      </SettingsPage>
    );
  }
  return <PersonalForm profile={auth.profile} options={options.data} />;
}

interface Draft {
  name: string;
  ageRange: string;
  sex: string;
  lifeStage: string;
  spiritualMaturity: string;
  spiritualGoals: string[];
}

function PersonalForm({ profile, options }: { profile: UserProfile; options: ProfileOptions }) {
  const id = useId();
  const formId = `${id}-form`;
  const { saving, save } = useSaveProfile();
  const [draft, setDraft] = useState<Draft>(() => ({
    name: profile.name ?? '',
    ageRange: profile.ageRange ?? '',
    sex: profile.sex ?? '',
    lifeStage: profile.lifeStage ?? '',
    spiritualMaturity: profile.spiritualMaturity ?? '',
    spiritualGoals: profile.spiritualGoals,
  }));
  const set = <K extends keyof Draft>(key: K, value: Draft[K]) => setDraft((current) => ({ ...current, [key]: value }));

  const onSubmit = (event: FormEvent) => {
    event.preventDefault();
    if (saving) return;
    // An emptied field is cleared (null), not left as it was.
    void save({
      name: draft.name.trim() || null,
      ageRange: draft.ageRange.trim() || null,
      sex: draft.sex || null,
      lifeStage: draft.lifeStage || null,
      spiritualMaturity: draft.spiritualMaturity || null,
      spiritualGoals: draft.spiritualGoals,
    });
  };

  return (
    <SettingsPage title={TITLE} backTo="list" footer={<SaveButton formId={formId} saving={saving} />}>
      <form id={formId} className="settings__form" noValidate onSubmit={onSubmit} aria-busy={saving}>
        <FormField
          id={`${id}-name`}
          label="Name"
          autoComplete="given-name"
          value={draft.name}
          onChange={(value) => set('name', value)}
        />
        <FormField
          id={`${id}-year`}
          label="Year of birth"
          inputMode="numeric"
          autoComplete="bday-year"
          value={draft.ageRange}
          onChange={(value) => set('ageRange', value)}
        />
        <SelectField
          id={`${id}-sex`}
          label="Gender"
          value={draft.sex}
          choices={options.sexes}
          onChange={(value) => set('sex', value)}
        />
        <SelectField
          id={`${id}-life-stage`}
          label="Life Stage"
          value={draft.lifeStage}
          choices={options.lifeStages}
          onChange={(value) => set('lifeStage', value)}
        />
        <SelectField
          id={`${id}-maturity`}
          label="Spiritual Maturity"
          value={draft.spiritualMaturity}
          choices={options.spiritualMaturities}
          onChange={(value) => set('spiritualMaturity', value)}
        />
        <ChoiceList
          multiple
          legend="Spiritual Goals"
          choices={asChoices(options.spiritualGoals.map((goal) => goal.value))}
          value={draft.spiritualGoals}
          onChange={(value) => set('spiritualGoals', value)}
        />
      </form>
    </SettingsPage>
  );
}
