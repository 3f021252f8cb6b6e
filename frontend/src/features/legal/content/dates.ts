/** The date the Terms of Use and the Privacy Policy take effect. */
export const LEGAL_EFFECTIVE_DATE = 'July 13, 2025';
