import { useQuery } from '@apollo/client/react';
import { useCallback } from 'react';
import { ShareAppInfoDocument } from '../../../generated/graphql';
import { APP_NAME } from '../../../lib/app-name';
import { notify } from '../../../lib/notify';

// The promotion line the spec appends the public link to.
export const SHARE_TEXT =
  'A quiet place to pray, read the day’s Scripture and talk with a Catholic AI companion. Free to use.';

function isAbort(error: unknown): boolean {
  return error instanceof DOMException && error.name === 'AbortError';
}

// Share the app: the device's share sheet when it has one, else the text and link copied.
// The public link is fetched beforehand, because a share sheet only opens within the tap
// that asked for it, not after a network wait.
export function useShareApp(): () => Promise<void> {
  const { data } = useQuery(ShareAppInfoDocument);
  const title = data?.appInfo.name ?? APP_NAME;
  const url = data?.appInfo.publicUrl ?? window.location.origin;

  return useCallback(async () => {
    if (typeof navigator.share === 'function') {
      try {
        await navigator.share({ title, text: SHARE_TEXT, url });
        notify.success('Thanks for sharing!');
      } catch (error) {
        if (isAbort(error)) notify.error('Share canceled.');
        else {
          console.error('Sharing failed.', error);
          notify.error('Sharing is not available right now.');
        }
      }
      return;
    }
    try {
      await navigator.clipboard.writeText(`${SHARE_TEXT} ${url}`);
      notify.success('Link copied to clipboard.');
    } catch (error) {
      console.error('Copying the link failed.', error);
      notify.error('The link could not be copied.');
    }
  }, [title, url]);
}
