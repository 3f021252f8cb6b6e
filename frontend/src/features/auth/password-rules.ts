// The sign-up rules of spec section 5, in its words (lengths counted in characters, not
// UTF-16 units). The server enforces the same rules with the same messages.
const RULES: readonly { test: (password: string) => boolean; message: string }[] = [
  { test: (password) => [...password].length >= 8, message: 'Password must be at least 8 characters long.' },
  { test: (password) => /\p{Lu}/u.test(password), message: 'Password must contain at least one uppercase letter.' },
  { test: (password) => /\p{Ll}/u.test(password), message: 'Password must contain at least one lowercase letter.' },
  // The server's own ceiling (hashing cost grows with length).
  { test: (password) => [...password].length <= 256, message: 'Password must be at most 256 characters long.' },
];

export const PASSWORD_HINT = 'At least 8 characters, with an uppercase and a lowercase letter.';

// Every rule the password breaks, in the order the spec lists them.
export function passwordProblems(password: string): string[] {
  return RULES.filter((rule) => !rule.test(password)).map((rule) => rule.message);
}
