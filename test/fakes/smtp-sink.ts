import type { AddressInfo } from 'node:net';
import { SMTPServer } from 'smtp-server';

/**
 * An SMTP server on loopback that keeps every message it receives, so the
 * real `smtp` mail adapter (nodemailer) can be tested end to end. No TLS; any
 * or no authentication is accepted. `mailparser` cannot be installed here, so
 * the small MIME reader below decodes what nodemailer writes.
 */

export interface ReceivedMail {
  /** Envelope recipients (RCPT TO), the addresses the message was really delivered to. */
  to: string[];
  /** Envelope sender (MAIL FROM). */
  from: string;
  subject: string;
  text: string;
  html?: string;
  /** Every top-level header, names lower-cased, folded lines joined, encoded-words decoded. */
  headers: Record<string, string>;
  /** The message exactly as it arrived. */
  raw: string;
}

export interface SmtpSink {
  port: number;
  messages: ReceivedMail[];
  /** The first message (already received or still to come) that matches. */
  waitForMessage(predicate?: (mail: ReceivedMail) => boolean, timeoutMs?: number): Promise<ReceivedMail>;
  close(): Promise<void>;
}

export async function startSmtpSink(): Promise<SmtpSink> {
  const messages: ReceivedMail[] = [];
  const waiters = new Set<{ predicate: (mail: ReceivedMail) => boolean; resolve: (mail: ReceivedMail) => void }>();

  const server = new SMTPServer({
    // STARTTLS off so nodemailer stays in plain text on loopback; AUTH stays on (any credentials) so smtp://user:pass@ URLs also work.
    disabledCommands: ['STARTTLS'],
    authOptional: true,
    allowInsecureAuth: true,
    disableReverseLookup: true,
    logger: false,
    closeTimeout: 1000,
    onAuth: (auth, _session, callback) => callback(null, { user: auth.username ?? 'anonymous' }),
    onData: (stream, session, callback) => {
      const chunks: Buffer[] = [];
      stream.on('data', (chunk: Buffer) => chunks.push(chunk));
      stream.on('error', (error: Error) => callback(error));
      stream.on('end', () => {
        let parsed: ParsedMessage;
        try {
          parsed = parseMimeMessage(Buffer.concat(chunks));
        } catch (error) {
          // A message the reader cannot understand is a bug to see, not to swallow: the sender gets a 5xx.
          callback(error instanceof Error ? error : new Error(String(error)));
          return;
        }
        const mail: ReceivedMail = {
          to: session.envelope.rcptTo.map((address) => address.address),
          from: session.envelope.mailFrom ? session.envelope.mailFrom.address : '',
          subject: parsed.headers.subject ?? '',
          text: parsed.text ?? '',
          ...(parsed.html !== undefined ? { html: parsed.html } : {}),
          headers: parsed.headers,
          raw: Buffer.concat(chunks).toString('utf8'),
        };
        messages.push(mail);
        for (const waiter of waiters) {
          if (waiter.predicate(mail)) {
            waiters.delete(waiter);
            waiter.resolve(mail);
          }
        }
        callback();
      });
    },
  });

  await new Promise<void>((resolve, reject) => {
    server.once('error', reject);
    server.listen(0, '127.0.0.1', () => {
      server.off('error', reject);
      resolve();
    });
  });
  const port = (server.server.address() as AddressInfo).port;
  let closing: Promise<void> | undefined;

  return {
    port,
    messages,
    waitForMessage(predicate = () => true, timeoutMs = 5000) {
      const found = messages.find(predicate);
      if (found) return Promise.resolve(found);
      return new Promise<ReceivedMail>((resolve, reject) => {
        const waiter = {
          predicate,
          resolve: (mail: ReceivedMail) => {
            clearTimeout(timer);
            resolve(mail);
          },
        };
        const timer = setTimeout(() => {
          waiters.delete(waiter);
          reject(
            new Error(`No matching mail reached the SMTP sink within ${timeoutMs} ms (${messages.length} received).`),
          );
        }, timeoutMs);
        waiters.add(waiter);
      });
    },
    close: () => {
      // Idempotent, so a test can stop the server midway and the suite's teardown still closes it safely.
      closing ??= new Promise<void>((resolve) => server.close(() => resolve()));
      return closing;
    },
  };
}

// ---------------------------------------------------------------------------
// A small MIME reader: RFC 5322 headers (folding), RFC 2047 encoded-words,
// RFC 2045/2046 multipart bodies and transfer encodings.
// ---------------------------------------------------------------------------

export interface ParsedMessage {
  headers: Record<string, string>;
  /** The first text/plain part that is not an attachment, line breaks as \n. */
  text?: string;
  /** The first text/html part that is not an attachment, line breaks as \n. */
  html?: string;
}

interface MimeEntity {
  /** Header name (lower case) to the raw, unfolded value. */
  rawHeaders: Map<string, string>;
  /** The body as a latin1 string: one character per byte, so byte offsets survive. */
  body: string;
}

interface ContentType {
  type: string;
  params: Record<string, string>;
}

export function parseMimeMessage(raw: Buffer): ParsedMessage {
  const root = splitEntity(raw.toString('latin1'));
  const headers: Record<string, string> = {};
  for (const [name, value] of root.rawHeaders) headers[name] = decodeHeaderValue(value);
  const found: { text?: string; html?: string } = {};
  // A message always ends with a line break (nodemailer adds one if the text lacks it), so for a
  // single-part message that last break ends the message rather than belonging to the text. In a
  // multipart message the break before each delimiter already belongs to the delimiter.
  collectBodies({ ...root, body: root.body.replace(/\r?\n$/, '') }, found);
  return { headers, ...found };
}

/** Separates headers from body at the first empty line and unfolds the headers. */
function splitEntity(source: string): MimeEntity {
  // A part may have no headers at all: then it starts with the empty line.
  const leading = /^\r?\n/.exec(source);
  if (leading) return { rawHeaders: new Map(), body: source.slice(leading[0].length) };
  const match = /\r?\n\r?\n/.exec(source);
  const headerBlock = match ? source.slice(0, match.index) : source;
  const body = match ? source.slice(match.index + match[0].length) : '';
  const rawHeaders = new Map<string, string>();
  // Unfolding (RFC 5322 2.2.3) removes the line break before a line that starts with white space.
  const unfolded = headerBlock.replace(/\r?\n(?=[ \t])/g, '');
  for (const line of unfolded.split(/\r?\n/)) {
    const colon = line.indexOf(':');
    if (colon <= 0) continue;
    const name = line.slice(0, colon).trim().toLowerCase();
    // Header bytes may be UTF-8 (RFC 6532); re-read them as such.
    const value = Buffer.from(line.slice(colon + 1).trim(), 'latin1').toString('utf8');
    // The first occurrence wins, as for Subject or Content-Type only one is allowed.
    if (!rawHeaders.has(name)) rawHeaders.set(name, value);
  }
  return { rawHeaders, body };
}

function collectBodies(entity: MimeEntity, found: { text?: string; html?: string }): void {
  const contentType = parseContentType(entity.rawHeaders.get('content-type'));
  if (contentType.type.startsWith('multipart/')) {
    const boundary = contentType.params.boundary;
    if (!boundary) throw new Error(`${contentType.type} without a boundary`);
    for (const part of splitMultipart(entity.body, boundary)) collectBodies(splitEntity(part), found);
    return;
  }
  const disposition = (entity.rawHeaders.get('content-disposition') ?? '').split(';')[0].trim().toLowerCase();
  if (disposition === 'attachment') return;
  if (contentType.type !== 'text/plain' && contentType.type !== 'text/html') return;
  const key = contentType.type === 'text/plain' ? 'text' : 'html';
  if (found[key] !== undefined) return;
  const bytes = decodeTransfer(entity.body, entity.rawHeaders.get('content-transfer-encoding'));
  found[key] = decodeCharset(bytes, contentType.params.charset).replace(/\r\n/g, '\n');
}

/**
 * The parts between delimiter lines `--boundary` (RFC 2046 5.1.1). The line
 * break before a delimiter belongs to the delimiter, not to the part.
 */
function splitMultipart(body: string, boundary: string): string[] {
  const parts: string[] = [];
  const delimiter = `--${boundary}`;
  const lines = body.split(/(?<=\n)/);
  let current: string[] | null = null;
  for (const line of lines) {
    const bare = line.replace(/\r?\n$/, '');
    if (bare.startsWith(delimiter) && /^[ \t]*$/.test(bare.slice(delimiter.length).replace(/^--/, ''))) {
      if (current) parts.push(current.join('').replace(/\r?\n$/, ''));
      if (bare.slice(delimiter.length).startsWith('--')) return parts;
      current = [];
      continue;
    }
    current?.push(line);
  }
  // A missing close delimiter: keep what arrived.
  if (current) parts.push(current.join('').replace(/\r?\n$/, ''));
  return parts;
}

function parseContentType(value: string | undefined): ContentType {
  if (!value) return { type: 'text/plain', params: { charset: 'us-ascii' } };
  const [type, ...rest] = splitParams(value);
  const params: Record<string, string> = {};
  for (const item of rest) {
    const equals = item.indexOf('=');
    if (equals <= 0) continue;
    const name = item.slice(0, equals).trim().toLowerCase();
    let paramValue = item.slice(equals + 1).trim();
    if (paramValue.startsWith('"') && paramValue.endsWith('"'))
      paramValue = paramValue.slice(1, -1).replace(/\\(.)/g, '$1');
    params[name] = paramValue;
  }
  return { type: type.trim().toLowerCase(), params };
}

/** Splits `a; b="x;y"; c=d` at the semicolons that are outside quotes. */
function splitParams(value: string): string[] {
  const items: string[] = [];
  let current = '';
  let quoted = false;
  for (let i = 0; i < value.length; i += 1) {
    const char = value[i];
    if (quoted && char === '\\' && i + 1 < value.length) {
      current += char + value[i + 1];
      i += 1;
      continue;
    }
    if (char === '"') quoted = !quoted;
    if (char === ';' && !quoted) {
      items.push(current);
      current = '';
      continue;
    }
    current += char;
  }
  items.push(current);
  return items;
}

function decodeTransfer(body: string, encoding: string | undefined): Buffer {
  switch ((encoding ?? '7bit').trim().toLowerCase()) {
    case 'base64':
      return Buffer.from(body.replace(/[^A-Za-z0-9+/=]/g, ''), 'base64');
    case 'quoted-printable':
      return decodeQuotedPrintable(body);
    default:
      // 7bit, 8bit and binary are the bytes themselves.
      return Buffer.from(body, 'latin1');
  }
}

/** RFC 2045 6.7: `=XX` is a byte, `=` at the end of a line is a soft break, trailing white space is transport padding. */
export function decodeQuotedPrintable(body: string): Buffer {
  const lines = body.split(/\r?\n/);
  const bytes: number[] = [];
  lines.forEach((rawLine, index) => {
    let line = rawLine.replace(/[ \t]+$/, '');
    const soft = line.endsWith('=');
    if (soft) line = line.slice(0, -1);
    for (let i = 0; i < line.length; i += 1) {
      const char = line[i];
      const hex = line.slice(i + 1, i + 3);
      if (char === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
        bytes.push(parseInt(hex, 16));
        i += 2;
      } else {
        // A stray `=` or a raw byte is kept as it is (RFC 2045 recommends robustness here).
        bytes.push(char.charCodeAt(0) & 0xff);
      }
    }
    if (!soft && index < lines.length - 1) bytes.push(0x0d, 0x0a);
  });
  return Buffer.from(bytes);
}

function decodeCharset(bytes: Buffer, charset: string | undefined): string {
  const label = (charset ?? 'us-ascii').trim().toLowerCase();
  try {
    // us-ascii is a subset of UTF-8; TextDecoder knows the other common labels (iso-8859-1, windows-1252, ...).
    return new TextDecoder(label === 'us-ascii' ? 'utf-8' : label).decode(bytes);
  } catch {
    return bytes.toString('utf8');
  }
}

const ENCODED_WORD = /=\?([^?\s]+)\?([BbQq])\?([^?\s]*)\?=/g;

/**
 * RFC 2047: `=?charset?B|Q?text?=` words. White space between two adjacent
 * encoded-words is dropped (6.2), and their bytes are joined before decoding
 * so a character split across words still comes out whole.
 */
export function decodeHeaderValue(value: string): string {
  let out = '';
  let last = 0;
  let pending: { charset: string; bytes: Buffer[] } | null = null;
  const flush = () => {
    if (pending) out += decodeCharset(Buffer.concat(pending.bytes), pending.charset.split('*')[0]);
    pending = null;
  };
  for (const match of value.matchAll(ENCODED_WORD)) {
    const between = value.slice(last, match.index);
    const [, charset, encoding, text] = match;
    if (!(pending && /^[ \t]*$/.test(between))) {
      flush();
      out += between;
    }
    const bytes = encoding.toUpperCase() === 'B' ? Buffer.from(text, 'base64') : decodeQEncoding(text);
    const current: { charset: string; bytes: Buffer[] } | null = pending;
    if (current && current.charset.toLowerCase() === charset.toLowerCase()) current.bytes.push(bytes);
    else {
      flush();
      pending = { charset, bytes: [bytes] };
    }
    last = match.index + match[0].length;
  }
  flush();
  return out + value.slice(last);
}

/** RFC 2047 4.2 "Q": like quoted-printable inside one word, with `_` for a space and no line rules (a trailing `_` is a real space). */
function decodeQEncoding(text: string): Buffer {
  const bytes: number[] = [];
  for (let i = 0; i < text.length; i += 1) {
    const hex = text.slice(i + 1, i + 3);
    if (text[i] === '=' && /^[0-9A-Fa-f]{2}$/.test(hex)) {
      bytes.push(parseInt(hex, 16));
      i += 2;
    } else {
      bytes.push(text[i] === '_' ? 0x20 : text.charCodeAt(i) & 0xff);
    }
  }
  return Buffer.from(bytes);
}
