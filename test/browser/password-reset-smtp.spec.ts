import { expect, test } from '@playwright/test';
import { startSmtpSink, type SmtpSink } from '../fakes/smtp-sink.js';
import { CONSENT, PASSWORD, SIGN_UP_MUTATION, toast, uniqueEmail } from './support/accounts.js';
import { ExtraServer } from './support/extra-server.js';
import { resetLinkIn } from './support/reset-link.js';

// The same reset flow as password-reset.spec.ts, but the mail leaves through the real
// smtp adapter (nodemailer) of a second server and lands in an SMTP sink.

const NEW_PASSWORD = 'Evening-Psalm-81';

let sink: SmtpSink;
let server: ExtraServer;

test.describe('password reset by SMTP', () => {
  test.setTimeout(180_000);

  test.beforeAll(async () => {
    test.setTimeout(180_000);
    sink = await startSmtpSink();
    server = new ExtraServer(4174, { MAIL_DRIVER: 'smtp', SMTP_URL: `smtp://127.0.0.1:${sink.port}` });
    await server.start();
  });

  test.afterAll(async () => {
    await server?.stop();
    await sink?.close();
  });

  test('the mail goes out over SMTP, its link resets the password, and the new one logs in', async ({
    page,
    request,
  }) => {
    const { baseUrl } = server;
    const email = uniqueEmail('smtp-reset');
    const identity = await request.post(`${baseUrl}/identity/sign-up`, { data: { email, password: PASSWORD } });
    expect(identity.status()).toBe(201);
    const { idToken } = (await identity.json()) as { idToken: string };
    const profile = await request.post(`${baseUrl}/graphql`, {
      data: { query: SIGN_UP_MUTATION, variables: { t: idToken, c: CONSENT } },
    });
    expect(((await profile.json()) as { errors?: unknown }).errors).toBeUndefined();

    await page.goto(`${baseUrl}/forgot-password`);
    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByRole('button', { name: 'Send Reset Link' }).click();
    await expect(toast(page, "Password reset email sent! Don't see it? Check your Spam/Junk folder.")).toBeVisible();

    const mail = await sink.waitForMessage((message) => message.to.includes(email), 15_000);
    const link = resetLinkIn(mail.text);
    expect(link.startsWith(`${baseUrl}/reset-password#token=`)).toBe(true);

    await page.goto(link);
    await page.getByLabel('New password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByLabel('Confirm new password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Save New Password' }).click();
    await expect(page).toHaveURL(`${baseUrl}/login`);

    await page.getByLabel('Email', { exact: true }).fill(email);
    await page.getByLabel('Password', { exact: true }).fill(NEW_PASSWORD);
    await page.getByRole('button', { name: 'Log In' }).click();
    await expect(page).toHaveURL(`${baseUrl}/onboard`);
    await expect(toast(page, 'Login successful!')).toBeVisible();
  });
});
