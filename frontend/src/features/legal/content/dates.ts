import { LEGAL_VERSION } from '../../../lib/legal-version';

/** The date the Terms of Use and the Privacy Policy take effect ('July 13, 2025'): their version, in words. */
export const LEGAL_EFFECTIVE_DATE = new Date(`${LEGAL_VERSION}T00:00:00Z`).toLocaleDateString('en-US', {
  year: 'numeric',
  month: 'long',
  day: 'numeric',
  timeZone: 'UTC',
});
