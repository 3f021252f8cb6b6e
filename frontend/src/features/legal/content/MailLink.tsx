import type { ReactElement } from 'react';

/** An e-mail address shown as a mailto: link. */
export function MailLink({ address }: { address: string }): ReactElement {
  return <a href={`mailto:${address}`}>{address}</a>;
}
