export const MAIL_PORT = Symbol('MAIL_PORT');

export interface MailMessage {
  to: string;
  subject: string;
  text: string;
  html?: string;
}

/** Sends e-mail. Every message, whatever the driver, is also recorded in the mail_outbox table. */
export interface MailPort {
  readonly driver: 'log' | 'smtp';
  send(message: MailMessage): Promise<void>;
}
