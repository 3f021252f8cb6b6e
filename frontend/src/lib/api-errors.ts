import { CombinedGraphQLErrors, ServerError } from '@apollo/client/errors';

// What a failed call said, whichever door it came through: a GraphQL error's
// extensions, or a REST-shaped body { statusCode, code, message }.
export interface ApiFailure {
  // Our stable error code (SIGNUPS_CLOSED, RATE_LIMITED...), or NETWORK when nothing answered.
  code: string;
  // Seconds to wait, when the server asked for a pause.
  retryAfter?: number;
}

function readNumber(value: unknown): number | undefined {
  const number = typeof value === 'string' ? Number(value) : value;
  return typeof number === 'number' && Number.isFinite(number) && number > 0 ? number : undefined;
}

function fromExtensions(extensions: Record<string, unknown> | undefined): ApiFailure | null {
  const code = extensions?.code;
  if (typeof code !== 'string') return null;
  return { code, retryAfter: readNumber(extensions?.retryAfter) };
}

function fromBody(bodyText: string, response: Response): ApiFailure | null {
  try {
    const body = JSON.parse(bodyText) as { code?: unknown; errors?: { extensions?: Record<string, unknown> }[] };
    const retryAfter = readNumber(response.headers.get('Retry-After'));
    if (typeof body.code === 'string') return { code: body.code, retryAfter };
    const failure = fromExtensions(body.errors?.[0]?.extensions);
    return failure && { ...failure, retryAfter: failure.retryAfter ?? retryAfter };
  } catch {
    return null;
  }
}

export function describeApiError(error: unknown): ApiFailure {
  if (CombinedGraphQLErrors.is(error)) {
    return fromExtensions(error.errors[0]?.extensions) ?? { code: 'UNKNOWN' };
  }
  if (ServerError.is(error)) {
    return fromBody(error.bodyText, error.response) ?? { code: `HTTP_${error.statusCode}` };
  }
  return { code: 'NETWORK' };
}

// 'Too many attempts. Please wait 2 minutes and try again.' — minutes rounded up, so
// the person is never told to come back before the limit has lifted.
export function tooManyAttempts(retryAfterSeconds: number | undefined): string {
  if (retryAfterSeconds === undefined) return 'Too many attempts. Please wait a few minutes and try again.';
  const minutes = Math.max(1, Math.ceil(retryAfterSeconds / 60));
  return `Too many attempts. Please wait ${minutes} ${minutes === 1 ? 'minute' : 'minutes'} and try again.`;
}
