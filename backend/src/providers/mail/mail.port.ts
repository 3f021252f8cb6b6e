export const MAIL_PORT = Symbol('MAIL_PORT');

/** Sends e-mail such as password-reset links. Later issues give the port its operations. */
export interface MailPort {
  readonly driver: 'log' | 'smtp';
}
