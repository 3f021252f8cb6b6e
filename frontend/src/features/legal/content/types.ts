/** Who runs the app and how to reach them; supplied by the page from the server's app info. */
export interface LegalContact {
  appName: string;
  operatorName: string;
  supportEmail: string;
  privacyEmail: string;
  publicUrl: string;
}
