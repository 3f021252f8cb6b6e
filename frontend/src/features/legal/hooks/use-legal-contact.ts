import { NetworkStatus } from '@apollo/client';
import { useQuery } from '@apollo/client/react';
import { LegalAppInfoDocument, type LegalAppInfoQuery } from '../../../generated/graphql';
import { APP_NAME } from '../../../lib/app-name';
import type { LegalContact } from '../content/types';

export type LegalContactStatus = 'loading' | 'ready' | 'failed' | 'retrying';

export interface LegalContactResult {
  status: LegalContactStatus;
  contact: LegalContact;
  version: string;
  drivers: LegalAppInfoQuery['appInfo']['drivers'];
  retry: () => void;
}

// Legal text must stay readable when the server cannot be reached, so a failed load
// still renders it, with stand-ins that read as plain gaps in the sentences they fill
// ("write to the support address (not loaded)") rather than as invented addresses.
// The page says above the text that the addresses are missing and offers a retry.
const UNAVAILABLE_CONTACT: LegalContact = {
  appName: APP_NAME,
  operatorName: `${APP_NAME}’s operator`,
  supportEmail: 'the support address (not loaded)',
  privacyEmail: 'the privacy address (not loaded)',
  publicUrl: typeof window === 'undefined' ? '/' : window.location.origin,
};

export function useLegalContact(): LegalContactResult {
  const { data, error, networkStatus, refetch } = useQuery(LegalAppInfoDocument, {
    notifyOnNetworkStatusChange: true,
  });

  const retry = () => {
    // The outcome arrives through the hook's state; the promise adds nothing here.
    refetch().catch(() => undefined);
  };

  if (data) {
    const { name, operatorName, supportEmail, privacyEmail, publicUrl, version, drivers } = data.appInfo;
    return {
      status: 'ready',
      contact: { appName: name, operatorName, supportEmail, privacyEmail, publicUrl },
      version,
      drivers,
      retry,
    };
  }

  const status: LegalContactStatus =
    networkStatus === NetworkStatus.refetch ? 'retrying' : error ? 'failed' : 'loading';
  return { status, contact: UNAVAILABLE_CONTACT, version: 'not loaded', drivers: [], retry };
}
