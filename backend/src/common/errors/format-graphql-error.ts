import type { GraphQLFormattedError } from 'graphql';
import { DEFAULT_MESSAGES } from './error-codes.js';

const INTERNAL_CODES = new Set(['INTERNAL_SERVER_ERROR', undefined]);

/**
 * The last word on what a GraphQL error shows. Our filter already gave known
 * errors a code; anything else is reported as INTERNAL with a plain message,
 * and outside development nothing internal (stack, SQL) goes out.
 */
export function formatGraphqlError(showDetails: boolean) {
  return (formatted: GraphQLFormattedError): GraphQLFormattedError => {
    const code = formatted.extensions?.code as string | undefined;
    if (!INTERNAL_CODES.has(code)) {
      if (showDetails) return formatted;
      const { stacktrace: _stack, ...extensions } = formatted.extensions ?? {};
      return { ...formatted, extensions };
    }
    const internal = DEFAULT_MESSAGES[500];
    return {
      message: internal.message,
      locations: formatted.locations,
      path: formatted.path,
      extensions: { code: internal.code, statusCode: 500, ...(showDetails ? { detail: formatted.message } : {}) },
    };
  };
}
