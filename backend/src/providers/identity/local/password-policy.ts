/** The spec's sign-up rules, in the order a person should fix them, with the spec's words. */
const RULES: { test: (password: string) => boolean; message: string }[] = [
  { test: (p) => [...p].length >= 8, message: 'Password must be at least 8 characters long.' },
  { test: (p) => /\p{Lu}/u.test(p), message: 'Password must contain at least one uppercase letter.' },
  { test: (p) => /\p{Ll}/u.test(p), message: 'Password must contain at least one lowercase letter.' },
  // Hashing cost grows with length; nobody types more than this.
  { test: (p) => [...p].length <= 256, message: 'Password must be at most 256 characters long.' },
];

/** The first rule the password breaks, or null when it is acceptable. */
export function passwordProblem(password: string): string | null {
  return RULES.find((rule) => !rule.test(password))?.message ?? null;
}
