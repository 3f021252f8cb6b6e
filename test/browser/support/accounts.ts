import { expect, type APIRequestContext, type Locator, type Page } from '@playwright/test';

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

// An account made through the API (identity, then profile), for tests about logging in.
export async function createAccount(request: APIRequestContext, email: string, password = PASSWORD): Promise<void> {
  const identity = await request.post('/identity/sign-up', { data: { email, password } });
  expect(identity.status(), await identity.text()).toBe(201);
  const { idToken } = (await identity.json()) as { idToken: string };
  const profile = await request.post('/graphql', {
    data: { query: 'mutation ($t: String!) { signUp(idToken: $t) { uid } }', variables: { t: idToken } },
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

  constructor(private readonly page: Page) {
    this.email = page.getByLabel('Email', { exact: true });
    this.password = page.getByLabel('Password', { exact: true });
    this.reveal = page.getByRole('button', { name: 'Show password' });
  }

  async signUp(email: string, password = PASSWORD): Promise<void> {
    await this.page.goto('/signup');
    await this.email.fill(email);
    await this.password.fill(password);
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
