import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { AppToaster } from '../../components/ui/AppToaster';
import { createApolloClient } from '../../lib/apollo';
import { AuthProvider } from './AuthProvider';
import { DonationProvider } from './DonationProvider';

const apolloClient = createApolloClient();

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ApolloProvider client={apolloClient}>
      <AuthProvider>
        <DonationProvider>
          {children}
          <AppToaster />
        </DonationProvider>
      </AuthProvider>
    </ApolloProvider>
  );
}
