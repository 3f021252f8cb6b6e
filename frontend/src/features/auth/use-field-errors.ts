import { useCallback, useState } from 'react';

export type FieldErrors<Field extends string> = Partial<Record<Field, readonly string[]>>;

// Errors appear when the form is sent, and each one leaves as soon as the person has
// fixed it (re-checking as they type) without new ones popping up mid-word.
export function useFieldErrors<Field extends string>(check: (field: Field, value: string) => string[]) {
  const [errors, setErrors] = useState<FieldErrors<Field>>({});

  const show = useCallback((next: FieldErrors<Field>) => setErrors(next), []);

  const recheck = useCallback(
    (field: Field, value: string) => {
      setErrors((current) => {
        const shown = current[field];
        if (!shown?.length) return current;
        const still = check(field, value);
        const kept = shown.filter((message) => still.includes(message));
        return kept.length === shown.length ? current : { ...current, [field]: kept };
      });
    },
    [check],
  );

  return { errors, show, recheck };
}
