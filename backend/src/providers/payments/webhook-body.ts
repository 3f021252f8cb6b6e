import express from 'express';
import { answeringParseErrors } from '../../common/http/json-body.js';

/** Where payment providers deliver their signed events. */
export const PAYMENTS_WEBHOOK_PATH = '/api/payments/webhook';

/**
 * The webhook's body as raw bytes (a Buffer in req.body), whatever its
 * Content-Type: the provider signs the exact bytes it sent, and a JSON
 * round trip would change them. Mounted before the JSON parser, which then
 * sees a finished request and leaves it alone.
 */
export function rawWebhookBody(limit: string) {
  return answeringParseErrors(express.raw({ type: () => true, limit }));
}
