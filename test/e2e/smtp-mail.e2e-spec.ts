import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import { DataSource } from 'typeorm';
import { AppError } from '../../backend/src/common/errors/app-error.js';
import { MAIL_PORT, type MailPort } from '../../backend/src/providers/mail/mail.port.js';
import { startSmtpSink, type SmtpSink } from '../fakes/smtp-sink.js';
import { startTestApp, type TestApp } from './support/test-app.js';

interface OutboxRow {
  to_address: string;
  subject: string;
  body_text: string;
  body_html: string | null;
  driver: string;
  status: string;
  error: string | null;
}

const outboxFor = (t: TestApp, to: string): Promise<OutboxRow[]> =>
  t.app
    .get(DataSource)
    .query(
      'SELECT to_address, subject, body_text, body_html, driver, status, error FROM mail_outbox WHERE to_address = $1 ORDER BY created_at',
      [to],
    );

// Longer than a quoted-printable line (76), so it crosses soft line breaks on the wire.
const LONG_URL = `http://app.test/reset-password?token=${'Zx9-Qw8_'.repeat(16)}&continue=%2Fwelcome%3Fa%3D1%26b%3D2`;

describe('mail through the real smtp adapter (nodemailer) to an SMTP sink', () => {
  let sink: SmtpSink;
  let t: TestApp;
  beforeAll(async () => {
    sink = await startSmtpSink();
    t = await startTestApp({
      MAIL_DRIVER: 'smtp',
      SMTP_URL: `smtp://127.0.0.1:${sink.port}`,
      MAIL_FROM: 'Ask Seek Knock <hello@app.test>',
    });
  });
  afterAll(async () => {
    await t.close();
    await sink.close();
  });

  it('delivers the message intact (to, subject, text, html) and records it as sent', async () => {
    const mail = t.app.get<MailPort>(MAIL_PORT);
    expect(mail.driver).toBe('smtp');
    const message = {
      to: 'reader@example.org',
      subject: 'Reset your Ask Seek Knock password — ½ chance',
      text: `Choose a new password here:\n${LONG_URL}\n\nPeace be with you.`,
      html: `<p><a href="${LONG_URL}">Choose a new password</a></p><p>Peace be with you — café.</p>`,
    };
    await mail.send(message);

    const received = await sink.waitForMessage((m) => m.to.includes('reader@example.org'));
    expect(received).toMatchObject({
      to: ['reader@example.org'],
      from: 'hello@app.test',
      subject: message.subject,
      text: message.text,
      html: message.html,
    });
    expect(received.headers.from).toBe('Ask Seek Knock <hello@app.test>');
    expect(received.raw).not.toContain(LONG_URL); // it was cut on the wire and put back together by the reader

    // What delivery needs to be traced, and no body: a link in it must not outlive the sending.
    expect(await outboxFor(t, 'reader@example.org')).toEqual([
      {
        to_address: 'reader@example.org',
        subject: message.subject,
        body_text: null,
        body_html: null,
        driver: 'smtp',
        status: 'sent',
        error: null,
      },
    ]);
  });

  it('with the mail server gone: 503 SERVICE_UNAVAILABLE, a failed row, and the app still ready', async () => {
    await sink.close();
    const mail = t.app.get<MailPort>(MAIL_PORT);
    const failure = await mail.send({ to: 'nobody-home@example.org', subject: 'Lost', text: 'x' }).then(
      () => null,
      (error: unknown) => error,
    );
    expect(failure).toBeInstanceOf(AppError);
    expect(failure).toMatchObject({ status: 503, code: 'SERVICE_UNAVAILABLE' });

    const rows = await outboxFor(t, 'nobody-home@example.org');
    expect(rows).toEqual([
      expect.objectContaining({ driver: 'smtp', status: 'failed', subject: 'Lost', body_text: null, body_html: null }),
    ]);
    expect(rows[0].error).toMatch(/ECONNREFUSED|connect/i);

    const ready = await t.http().get('/health/ready').expect(200);
    expect(ready.body).toEqual({ status: 'ok' });
  });
});

describe('mail through the log driver', () => {
  let t: TestApp;
  beforeAll(async () => {
    t = await startTestApp({ MAIL_DRIVER: 'log' });
  });
  afterAll(() => t.close());

  it('writes a logged row to the outbox and sends nothing', async () => {
    const mail = t.app.get<MailPort>(MAIL_PORT);
    expect(mail.driver).toBe('log');
    await mail.send({ to: 'logged@example.org', subject: 'Kept here', text: `See ${LONG_URL}`, html: '<p>Kept</p>' });
    expect(await outboxFor(t, 'logged@example.org')).toEqual([
      {
        to_address: 'logged@example.org',
        subject: 'Kept here',
        body_text: `See ${LONG_URL}`,
        body_html: '<p>Kept</p>',
        driver: 'log',
        status: 'logged',
        error: null,
      },
    ]);
  });
});
