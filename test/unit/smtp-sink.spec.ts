import { afterAll, beforeAll, describe, expect, it } from '@jest/globals';
import nodemailer, { type SendMailOptions } from 'nodemailer';
import {
  decodeHeaderValue,
  decodeQuotedPrintable,
  parseMimeMessage,
  startSmtpSink,
  type SmtpSink,
} from '../fakes/smtp-sink.js';

/** Raw messages exactly as nodemailer writes them, with no network. */
const writer = nodemailer.createTransport({ streamTransport: true, buffer: true, newline: 'windows' });

async function raw(mail: SendMailOptions): Promise<Buffer> {
  const info = await writer.sendMail({
    from: 'Ask Seek Knock <support@askseekknock.example>',
    to: 'reader@example.org',
    ...mail,
  });
  return info.message as Buffer;
}

const LONG_URL = `https://askseekknock.example/reset-password?token=${'a1B2c3D4e5'.repeat(12)}&next=%2Fwelcome%3Fa%3D1%26b%3D2`;

describe('the SMTP sink MIME reader, on messages nodemailer writes', () => {
  it('reads a short ASCII text message (7bit)', async () => {
    const message = await raw({ subject: 'Hello', text: 'Peace be with you.\nAnd with your spirit.' });
    expect(message.toString()).toMatch(/Content-Transfer-Encoding: 7bit/i);
    const parsed = parseMimeMessage(message);
    expect(parsed.headers.subject).toBe('Hello');
    expect(parsed.headers.to).toBe('reader@example.org');
    expect(parsed.headers.from).toBe('Ask Seek Knock <support@askseekknock.example>');
    expect(parsed.text).toBe('Peace be with you.\nAnd with your spirit.');
    expect(parsed.html).toBeUndefined();
  });

  it('keeps a long URL intact across quoted-printable soft line breaks, in text and html (multipart/alternative)', async () => {
    const text = `Reset your password: ${LONG_URL}\nThis link works once.`;
    const html = `<p>Reset your password: <a href="${LONG_URL}">reset</a></p><p>Pax et bonum — café</p>`;
    const message = await raw({ subject: 'Reset your password', text, html });
    const source = message.toString();
    expect(source).toMatch(/multipart\/alternative/i);
    expect(source).toMatch(/quoted-printable/i);
    // The URL really was cut by soft line breaks on the wire, so the test proves the reader joins them.
    expect(source).not.toContain(LONG_URL);
    expect(source).toMatch(/=\r\n/);
    const parsed = parseMimeMessage(message);
    expect(parsed.text).toBe(text);
    expect(parsed.html).toBe(html);
  });

  it('decodes a long non-ASCII subject that nodemailer folds into several encoded-words', async () => {
    const subject = 'Réinitialisez votre mot de passe — Ask Seek Knock — 祈りと平和 — Ἐν ἀρχῇ ἦν ὁ λόγος — ✝️🙏';
    const message = await raw({ subject, text: 'x' });
    const headerBlock = message.toString().split('\r\n\r\n')[0];
    expect(headerBlock).toMatch(/Subject: =\?UTF-8\?[BQ]\?/i);
    expect(headerBlock).toMatch(/\?=\r\n /); // folded over more than one line
    expect(parseMimeMessage(message).headers.subject).toBe(subject);
  });

  it('decodes base64 bodies', async () => {
    const text = '主の平和。\nΕἰρήνη ὑμῖν. ✝️';
    const message = await raw({ subject: 's', text, textEncoding: 'base64' });
    expect(message.toString()).toMatch(/Content-Transfer-Encoding: base64/i);
    expect(parseMimeMessage(message).text).toBe(text);
  });

  it('decodes quoted-printable with "=" signs, trailing spaces and non-ASCII characters', async () => {
    const text = `a=b; c = d  \n${'long line '.repeat(20)}end\nnaïve façade`;
    const message = await raw({ subject: 's', text, textEncoding: 'quoted-printable' });
    expect(message.toString()).toMatch(/Content-Transfer-Encoding: quoted-printable/i);
    expect(parseMimeMessage(message).text).toBe(text);
  });

  it('finds the bodies inside multipart/mixed with an attachment, and ignores the attachment', async () => {
    const message = await raw({
      subject: 's',
      text: 'the body',
      html: '<b>the body</b>',
      attachments: [{ filename: 'note.txt', content: 'not the body', contentType: 'text/plain' }],
    });
    expect(message.toString()).toMatch(/multipart\/mixed/i);
    const parsed = parseMimeMessage(message);
    expect(parsed.text).toBe('the body');
    expect(parsed.html).toBe('<b>the body</b>');
  });
});

describe('the SMTP sink MIME reader, on hand-written messages', () => {
  it('reads 8bit bodies in their declared charset and RFC 2047 examples', () => {
    const message = Buffer.concat([
      Buffer.from(
        [
          'From: =?ISO-8859-1?Q?Andr=E9?= Pirard <PIRARD@vm1.ulg.ac.be>',
          'To: reader@example.org',
          'Subject: (=?ISO-8859-1?Q?a?=  =?ISO-8859-1?Q?b?=) and',
          ' =?UTF-8?Q?caf=C3=A9_=5F_ok?=',
          'Content-Type: text/plain; charset="iso-8859-1"',
          'Content-Transfer-Encoding: 8bit',
          '',
          '',
        ].join('\r\n'),
      ),
      Buffer.from('Ave Mar\xeda\r\n', 'latin1'),
    ]);
    const parsed = parseMimeMessage(message);
    expect(parsed.headers.from).toBe('André Pirard <PIRARD@vm1.ulg.ac.be>');
    // White space between adjacent encoded-words disappears; the folding white space before a word after text stays.
    expect(parsed.headers.subject).toBe('(ab) and café _ ok');
    // The message's final line break ends the message, not the text.
    expect(parsed.text).toBe('Ave María');
  });

  it('joins a UTF-8 character split across two encoded-words', () => {
    // "é" is C3 A9; each word holds one byte of it.
    expect(decodeHeaderValue('=?UTF-8?B?ww==?= =?UTF-8?Q?=A9t=C3=A9?=')).toBe('été');
  });

  it('follows RFC 2045 quoted-printable rules', () => {
    expect(decodeQuotedPrintable('soft=\r\nbreak=3D  \r\nnext line=\r\n').toString()).toBe('softbreak=\r\nnext line');
    expect(decodeQuotedPrintable('stray = sign and =ZZ').toString()).toBe('stray = sign and =ZZ');
  });

  it('reads a nested multipart whose part has no headers (defaults to text/plain us-ascii)', () => {
    const message = Buffer.from(
      [
        'Subject: nested',
        'Content-Type: multipart/mixed; boundary="outer"',
        '',
        'preamble is ignored',
        '--outer',
        'Content-Type: multipart/alternative; boundary="outer-inner"',
        '',
        '--outer-inner',
        '',
        'plain part',
        '--outer-inner',
        'Content-Type: text/html; charset=utf-8',
        'Content-Transfer-Encoding: base64',
        '',
        Buffer.from('<i>html part</i>').toString('base64'),
        '--outer-inner--',
        '--outer--',
        'epilogue is ignored',
      ].join('\r\n'),
    );
    const parsed = parseMimeMessage(message);
    expect(parsed.text).toBe('plain part');
    expect(parsed.html).toBe('<i>html part</i>');
  });
});

describe('the SMTP sink server', () => {
  let sink: SmtpSink;
  beforeAll(async () => {
    sink = await startSmtpSink();
  });
  afterAll(() => sink.close());

  it('receives over SMTP what nodemailer sends, dot-stuffed lines included', async () => {
    const transport = nodemailer.createTransport({ host: '127.0.0.1', port: sink.port, secure: false });
    const text = `.a line that starts with a dot\n..two\n${LONG_URL}`;
    const waiting = sink.waitForMessage((mail) => mail.subject === 'over the wire');
    await transport.sendMail({
      from: 'support@askseekknock.example',
      to: ['a@example.org', 'b@example.org'],
      subject: 'over the wire',
      text,
      html: `<p>${LONG_URL}</p>`,
    });
    transport.close();
    const mail = await waiting;
    expect(mail).toMatchObject({
      to: ['a@example.org', 'b@example.org'],
      from: 'support@askseekknock.example',
      subject: 'over the wire',
      text,
      html: `<p>${LONG_URL}</p>`,
    });
  });

  it('also accepts authenticated senders', async () => {
    const transport = nodemailer.createTransport({
      host: '127.0.0.1',
      port: sink.port,
      secure: false,
      auth: { user: 'u', pass: 'p' },
    });
    await transport.sendMail({
      from: 'support@askseekknock.example',
      to: 'c@example.org',
      subject: 'with auth',
      text: 'x',
    });
    transport.close();
    expect((await sink.waitForMessage((mail) => mail.subject === 'with auth')).to).toEqual(['c@example.org']);
  });

  it('times out with a clear message when nothing matches', async () => {
    await expect(sink.waitForMessage((mail) => mail.subject === 'never', 50)).rejects.toThrow(
      /No matching mail reached the SMTP sink within 50 ms/,
    );
  });
});
