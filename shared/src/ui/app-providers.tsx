import { appStore } from '@temple/shared/core';
import { Provider as StateProvider } from 'jotai';
import type { ReactNode } from 'react';
import { MantineProvider } from './mantine-base';
import { theme } from './theme';

/** Theme and state, the same in the shell and in every remote running on its own. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StateProvider store={appStore}>
      <MantineProvider theme={theme}>{children}</MantineProvider>
    </StateProvider>
  );
}
