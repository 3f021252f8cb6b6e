import { useCallback, useMemo, useState, type ReactNode } from 'react';
import { DonationContext, type DonationPromptOptions } from '../../lib/donation';

// Holds whether the donation prompt is open; RootLayout draws it inside the router, so
// its links and redirects work wherever it was opened from.
export function DonationProvider({ children }: { children: ReactNode }) {
  const [options, setOptions] = useState<DonationPromptOptions | null>(null);
  const closeDonation = useCallback(() => setOptions(null), []);
  const value = useMemo(() => ({ options, openDonation: setOptions, closeDonation }), [options, closeDonation]);
  return <DonationContext value={value}>{children}</DonationContext>;
}
