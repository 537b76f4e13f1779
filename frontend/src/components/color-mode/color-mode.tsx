import { IconButton } from '@chakra-ui/react';
import { ThemeProvider, useTheme } from 'next-themes';
import { type ReactNode, startTransition, useEffect, useState } from 'react';
import { flushSync } from 'react-dom';
import { Moon as LuMoon, Sun as LuSun } from 'lucide-react';
import { hydratingServerMarkup } from '../../config/server-markup';
import { Tooltip } from '../overlays/tooltip';

/** The stored preference's key in local storage ("light", "dark" or "system"). */
export const colorModeStorageKey = 'academy-color-mode';

/**
 * Light at once, before the browser lays the page out for print: React would re-render (and
 * next-themes would apply the class) only after the print snapshot was taken.
 */
const lightenForPrint = () => {
  const root = document.documentElement;
  root.classList.remove('dark');
  root.classList.add('light');
};

/** True while the page is being printed: dark mode is off then. */
export const usePrinting = (): boolean => {
  const [printing, setPrinting] = useState(
    // A server render is never printed.
    () => typeof window !== 'undefined' && window.matchMedia('print').matches,
  );
  useEffect(() => {
    const on = () => {
      lightenForPrint();
      flushSync(() => setPrinting(true));
    };
    const off = () => setPrinting(false);
    window.addEventListener('beforeprint', on);
    window.addEventListener('afterprint', off);
    return () => {
      window.removeEventListener('beforeprint', on);
      window.removeEventListener('afterprint', off);
    };
  }, []);
  return printing;
};

/** Dark mode from the stored preference, else the system setting; light while printing. */
export function ColorModeProvider({ children }: { children: ReactNode }) {
  const printing = usePrinting();
  return (
    <ThemeProvider
      attribute="class"
      storageKey={colorModeStorageKey}
      defaultTheme="system"
      enableSystem
      disableTransitionOnChange
      // The theme's `html.light` and `html.dark` rules set the color scheme: no inline style on <html>.
      enableColorScheme={false}
      forcedTheme={printing ? 'light' : undefined}
      // The page is rendered in the browser, where an inline script never runs: mark it as data.
      scriptProps={{ type: 'application/json' }}
    >
      {children}
    </ThemeProvider>
  );
}

/**
 * False while the server's markup is hydrated (the server knows no stored mode), then true. The
 * change comes as a transition: React re-renders in slices, where an external store's differing
 * server value would have it re-render at once, in one task, after hydrating.
 */
const useHydrated = (): boolean => {
  const [hydrated, setHydrated] = useState(() => !hydratingServerMarkup());
  useEffect(() => {
    if (!hydrated) startTransition(() => setHydrated(true));
  }, [hydrated]);
  return hydrated;
};

export const useColorMode = () => {
  const { resolvedTheme, forcedTheme, setTheme } = useTheme();
  const hydrated = useHydrated();
  const colorMode = forcedTheme ?? (hydrated ? resolvedTheme : undefined) ?? 'light';
  return { colorMode, toggleColorMode: () => setTheme(colorMode === 'dark' ? 'light' : 'dark') };
};

export function ColorModeButton() {
  const { colorMode, toggleColorMode } = useColorMode();
  const dark = colorMode === 'dark';
  return (
    <Tooltip content={dark ? 'Switch to light mode' : 'Switch to dark mode'}>
      <IconButton
        aria-label="Toggle dark mode"
        aria-pressed={dark}
        variant="ghost"
        size="sm"
        onClick={toggleColorMode}
      >
        {dark ? <LuSun /> : <LuMoon />}
      </IconButton>
    </Tooltip>
  );
}
