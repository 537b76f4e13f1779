import { ChakraProvider } from '@chakra-ui/react';
import { type ReactNode } from 'react';
import { Provider as ReduxProvider } from 'react-redux';
import { ColorModeProvider } from '../components/color-mode/color-mode';
import { appSystem } from '../config/theme';
import { type AppStore } from './store';

export function AppProviders({ store, children }: { store: AppStore; children: ReactNode }) {
  return (
    <ReduxProvider store={store}>
      <ChakraProvider value={appSystem()}>
        <ColorModeProvider>{children}</ColorModeProvider>
      </ChakraProvider>
    </ReduxProvider>
  );
}
