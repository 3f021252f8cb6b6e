/**
 * Every Scripture passage the client quotes, in one place and one public-domain
 * translation, so test/unit/scripture-quotes.spec.ts can check each against the
 * Catholic Public Domain Version word for word.
 */
export const SCRIPTURE_VERSION = 'Catholic Public Domain Version';

export interface ScriptureQuote {
  reference: string;
  text: string;
}

export const SCRIPTURE = {
  askSeekKnock: {
    reference: 'Matthew 7:7',
    text: 'Ask, and it shall be given to you. Seek, and you shall find. Knock, and it shall be opened to you.',
  },
  comeToMe: {
    reference: 'Matthew 11:28',
    text: 'Come to me, all you who labor and have been burdened, and I will refresh you.',
  },
} as const satisfies Record<string, ScriptureQuote>;
