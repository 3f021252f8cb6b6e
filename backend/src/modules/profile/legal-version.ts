/**
 * The version of the Terms of Use and the Privacy Policy in force: their effective date.
 * The one place it is written. The server records it with each sign-up's consent and
 * refuses a consent given to another version; the client (frontend/src/lib/legal-version.ts)
 * prints it as the pages' date and sends it with the boxes the person ticked. So change
 * it with the pages' text, in the same release.
 *
 * It imports nothing, so the client's bundler can read it as it is.
 */
export const LEGAL_VERSION = '2025-07-13';
