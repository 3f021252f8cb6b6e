import { ChoiceList } from '../../../components/ui/ChoiceList';
import { setTheme, useTheme, type Theme } from '../../../lib/theme';

const APPEARANCES = [
  { value: 'light', label: 'Light Mode' },
  { value: 'dark', label: 'Dark Mode' },
] as const;

interface AppearanceChoiceProps {
  // Told of each pick, for screens that also save it to the account.
  onPick?: (theme: Theme) => void;
}

// Light or dark, applied at once on this device (and remembered here).
export function AppearanceChoice({ onPick }: AppearanceChoiceProps) {
  const theme = useTheme();
  return (
    <ChoiceList
      legend="Appearance"
      choices={APPEARANCES}
      value={theme}
      onChange={(value) => {
        const picked: Theme = value === 'dark' ? 'dark' : 'light';
        setTheme(picked);
        onPick?.(picked);
      }}
    />
  );
}
