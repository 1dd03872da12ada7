import { appStore } from '@temple/shared/core';
import { Provider as StateProvider } from 'jotai';
import type { ReactNode } from 'react';
import { type CSSVariablesResolver, MantineProvider } from './mantine-base';
import { theme } from './theme';

// Mantine's "dimmed" grey (#868e96) is 3.3:1 on white, and its error red (#fa5252) 3.3:1;
// hints, captions and field errors need 4.5:1 (WCAG AA): gray 7, and red 9 (5.5:1).
const accessibleVariables: CSSVariablesResolver = () => ({
  variables: {},
  light: {
    '--mantine-color-dimmed': 'var(--mantine-color-gray-7)',
    '--mantine-color-error': 'var(--mantine-color-red-9)',
  },
  dark: {},
});

/** Theme and state, the same in the shell and in every remote running on its own. */
export function AppProviders({ children }: { children: ReactNode }) {
  return (
    <StateProvider store={appStore}>
      <MantineProvider theme={theme} cssVariablesResolver={accessibleVariables}>
        {children}
      </MantineProvider>
    </StateProvider>
  );
}
