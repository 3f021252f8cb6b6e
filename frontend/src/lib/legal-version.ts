// The version of the Terms and the Privacy Policy, read from the server's own source
// so the date the pages print, the version the sign-up sends and the version the
// server records can never disagree (the file imports nothing, so it bundles as is).
export { LEGAL_VERSION } from '../../../backend/src/modules/profile/legal-version';
