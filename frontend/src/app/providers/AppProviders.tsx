import { ApolloProvider } from '@apollo/client/react';
import type { ReactNode } from 'react';
import { AppToaster } from '../../components/ui/AppToaster';
import { createApolloClient } from '../../lib/apollo';
import { AuthProvider } from './AuthProvider';

const apolloClient = createApolloClient();

export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <ApolloProvider client={apolloClient}>
      <AuthProvider>
        {children}
        <AppToaster />
      </AuthProvider>
    </ApolloProvider>
  );
}
