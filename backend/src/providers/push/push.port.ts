export const PUSH_PORT = Symbol('PUSH_PORT');

/** Delivers reminders to subscribed browsers. Later issues give the port its operations. */
export interface PushPort {
  readonly driver: 'webpush';
}
