import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';
import { LEGAL_VERSION } from '../../../backend/src/modules/profile/legal-version.js';

// A password that meets the sign-up rules (8+ characters, upper and lower case).
export const PASSWORD = 'Quiet-Chapel-7';

let counter = 0;

// A fresh address per test: the browser server's database lives for the whole run.
export function uniqueEmail(label: string): string {
  counter += 1;
  return `${label}-${Date.now().toString(36)}-${counter}@test.example`;
}

interface GraphqlBody<T> {
  data?: T;
  errors?: { message: string; extensions?: { code?: string } }[];
}

// Both sign-up boxes ticked, for the version in force (GraphQL's ConsentInput).
export const CONSENT = { termsAndPrivacy: true, religiousData: true, version: LEGAL_VERSION };

// The profile for an identity, with both consents, as the sign-up form sends it.
export const SIGN_UP_MUTATION = 'mutation ($t: String!, $c: ConsentInput) { signUp(idToken: $t, consent: $c) { uid } }';

// An account made through the API (identity, then profile), for tests about logging in.
export async function createAccount(request: APIRequestContext, email: string, password = PASSWORD): Promise<void> {
  const identity = await request.post('/identity/sign-up', { data: { email, password } });
  expect(identity.status(), await identity.text()).toBe(201);
  const { idToken } = (await identity.json()) as { idToken: string };
  const profile = await request.post('/graphql', {
    data: { query: SIGN_UP_MUTATION, variables: { t: idToken, c: CONSENT } },
  });
  const body = (await profile.json()) as GraphqlBody<unknown>;
  expect(body.errors, JSON.stringify(body.errors)).toBeUndefined();
}

// Only the identity, with no profile: what a person refused by the signup gate has.
export async function createIdentityOnly(
  request: APIRequestContext,
  email: string,
  password = PASSWORD,
): Promise<void> {
  const identity = await request.post('/identity/sign-up', { data: { email, password } });
  expect(identity.status(), await identity.text()).toBe(201);
}

// The /login and /signup form as a person meets it.
export class AuthForm {
  readonly email: Locator;
  readonly password: Locator;
  readonly reveal: Locator;
  // The sign-up's two boxes, found by the sentences a screen reader reads for them.
  readonly termsBox: Locator;
  readonly religiousDataBox: Locator;

  constructor(private readonly page: Page) {
    this.email = page.getByLabel('Email', { exact: true });
    this.password = page.getByLabel('Password', { exact: true });
    this.reveal = page.getByRole('button', { name: 'Show password' });
    this.termsBox = page.getByRole('checkbox', { name: /I am 16 or older, and I accept the Terms of Use/ });
    this.religiousDataBox = page.getByRole('checkbox', { name: /I explicitly consent to .* processing what I share/ });
  }

  async acceptConsents(): Promise<void> {
    await this.termsBox.check();
    await this.religiousDataBox.check();
  }

  async signUp(email: string, password = PASSWORD): Promise<void> {
    await this.page.goto('/signup');
    await this.email.fill(email);
    await this.password.fill(password);
    await this.acceptConsents();
    await this.page.getByRole('button', { name: 'Create Account' }).click();
  }

  async logIn(email: string, password = PASSWORD): Promise<void> {
    await this.page.goto('/login');
    await this.email.fill(email);
    await this.password.fill(password);
    await this.page.getByRole('button', { name: 'Log In' }).click();
  }
}

// A toast, found by its words inside a toaster (not the inline message that may repeat it).
export function toast(page: Page, text: string): Locator {
  return page.locator('[data-rht-toaster]').getByText(text, { exact: true });
}
