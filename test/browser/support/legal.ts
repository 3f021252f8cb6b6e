// The addresses test/browser/serve.mjs configures; the legal pages must show these,
// proving the text is filled from the server's config and not from constants.
export const SUPPORT_EMAIL = 'support@test.example';
export const PRIVACY_EMAIL = 'privacy@test.example';
export const LEGAL_DATE = 'July 13, 2025';
