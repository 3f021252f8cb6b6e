import { createContext, useContext } from 'react';

// Where the donation prompt was opened from decides where it leads afterwards.
export interface DonationPromptOptions {
  // The app page the checkout's cancel returns to.
  returnPath: string;
  // Set where the prompt ends a flow (onboarding): closing it, and its 'Not now', go here.
  continueTo?: string;
}

export interface DonationPrompt {
  options: DonationPromptOptions | null;
  openDonation: (options: DonationPromptOptions) => void;
  closeDonation: () => void;
}

export const DonationContext = createContext<DonationPrompt | null>(null);

export function useDonation(): DonationPrompt {
  const prompt = useContext(DonationContext);
  if (!prompt) throw new Error('useDonation must be used inside <DonationProvider>');
  return prompt;
}

export const DONATION_PRESETS_DOLLARS = [10, 20, 50, 100, 250] as const;
export const MIN_DONATION_CENTS = 100;

// The custom field keeps digits and the first period only (spec section 5).
export function cleanAmountInput(raw: string): string {
  const kept = raw.replace(/[^0-9.]/g, '');
  const dot = kept.indexOf('.');
  return dot === -1 ? kept : kept.slice(0, dot + 1) + kept.slice(dot + 1).replace(/\./g, '');
}

// Dollars as typed to whole cents, rounded; null when there is no number at all.
export function dollarsToCents(text: string): number | null {
  if (!/\d/.test(text)) return null;
  const dollars = Number(text);
  return Number.isFinite(dollars) ? Math.round(dollars * 100) : null;
}
