import { useEffect, useRef, useState } from 'react';

export const CONSENT_MISSING = 'To create your account, please tick both boxes.';

export type ConsentBoxes = ReturnType<typeof useConsentBoxes>;

// The two boxes of sign-up: the Terms and Privacy Policy (with the age of 16), and the
// separate, explicit consent to processing what a person shares about their faith. Both
// start unticked; nothing is sent for a new person until both are ticked.
// shownAtFirst: /signup shows them at once; /login only when the server says this
// identity has no profile yet (a first Google sign-in, or one the signup gate turned away).
export function useConsentBoxes(shownAtFirst: boolean) {
  const [shown, setShown] = useState(shownAtFirst);
  const [terms, setTermsTicked] = useState(false);
  const [religiousData, setReligiousDataTicked] = useState(false);
  const [error, setError] = useState<string | null>(null);
  // Set when the boxes must take the focus as soon as they are on the page.
  const focusPending = useRef(false);
  const termsRef = useRef<HTMLInputElement>(null);
  const religiousDataRef = useRef<HTMLInputElement>(null);

  // The first unticked box, once it is on the page.
  const focus = () => (terms ? religiousDataRef : termsRef).current?.focus();
  useEffect(() => {
    if (!focusPending.current || !termsRef.current) return;
    focusPending.current = false;
    termsRef.current.focus();
  });

  return {
    shown,
    terms,
    religiousData,
    // What a request may say: both boxes are on the page and ticked.
    given: shown && terms && religiousData,
    error,
    termsRef,
    religiousDataRef,
    // True when nothing is missing; otherwise the boxes say what is.
    check(): boolean {
      const missing = shown && !(terms && religiousData);
      setError(missing ? CONSENT_MISSING : null);
      return !missing;
    },
    focus,
    // The server asked for them: show them with its words and move to the first.
    ask(message: string) {
      setShown(true);
      setError(message);
      if (termsRef.current) termsRef.current.focus();
      else focusPending.current = true;
    },
    setTerms(ticked: boolean) {
      setTermsTicked(ticked);
      if (ticked && religiousData) setError(null);
    },
    setReligiousData(ticked: boolean) {
      setReligiousDataTicked(ticked);
      if (ticked && terms) setError(null);
    },
  };
}
