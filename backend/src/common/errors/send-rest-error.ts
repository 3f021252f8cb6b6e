import type { Response } from 'express';
import type { DescribedError } from './describe-error.js';

export function sendRestError(response: Response, described: DescribedError): void {
  if (response.headersSent) {
    response.end();
    return;
  }
  for (const [name, value] of Object.entries(described.headers)) response.setHeader(name, value);
  response
    .status(described.status)
    .json({ statusCode: described.status, code: described.code, message: described.message });
}
