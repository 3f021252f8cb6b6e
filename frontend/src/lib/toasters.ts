// Toasters beyond the app's main one. A modal dialog makes everything outside it
// inert (unseen and unheard), so a dialog has a toaster of its own inside itself.
export const SIGNUPS_CLOSED_TOASTER = 'signups-closed';
