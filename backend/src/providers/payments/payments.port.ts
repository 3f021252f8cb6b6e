export const PAYMENTS_PORT = Symbol('PAYMENTS_PORT');

/** Creates donation checkouts and confirms them. Later issues give the port its operations. */
export interface PaymentsPort {
  readonly driver: 'sandbox' | 'stripe';
}
