import { Box, Flex } from '@chakra-ui/react';
import { Suspense, useEffect } from 'react';
import { Outlet, ScrollRestoration } from 'react-router';
import { AlertsRegion } from '../alerts/alerts-region';
import { useToastShown } from '../toasts/use-toast-shown';
import { Header, headerHeightPx } from './header';
import { type HeaderParts } from './header-parts';
import { lazyPart } from '../../config/lazy-part';

/** Toasts are not needed for the first paint: their view loads just after, and shows with the first toast. */
const loadToaster = () => import('../toasts/toaster');
const AppToaster = lazyPart(loadToaster);
/**
 * Below the fold (see `main`): its module (and its brand icons) loads after the frame's. On a page
 * the server rendered, React keeps the server's footer until then (it hydrates it when loaded).
 * It also moves focus to `main` after a navigation (`use-focus-on-navigation.ts`).
 */
const Footer = lazyPart(() => import('./footer').then(({ Footer }) => ({ default: Footer })));

/** Header, the page, footer. Route errors render inside, so the frame stays. The app passes the header's feature parts. */
export function AppLayout({ header }: { header: HeaderParts }) {
  const toastShown = useToastShown();
  useEffect(() => {
    loadToaster().catch(() => undefined);
  }, []);
  return (
    <Flex direction="column" minH="100dvh">
      {/* Fixed above the sticky header (z-index skipNav > sticky) wherever the page is scrolled. */}
      <Box
        asChild
        position="fixed"
        left="2"
        top="-20"
        zIndex="skipNav"
        bg="bg"
        px={3}
        py={2}
        borderRadius="md"
        boxShadow="md"
        _focus={{ top: '2' }}
        // Chakra's ring, not the browser's `outline: auto` (near black in dark mode on some Chromium versions).
        colorPalette="gray"
        focusVisibleRing="outside"
      >
        <a href="#main">Skip to content</a>
      </Box>
      <Header parts={header} />
      <AlertsRegion />
      {/* At least the viewport's height below the header: the footer starts below the fold, so a
          page whose content arrives later pushes nothing the visitor sees (no layout shift). */}
      <Box
        as="main"
        id="main"
        flex="1"
        minH={`calc(100dvh - ${headerHeightPx}px)`}
        tabIndex={-1}
        _focus={{ outline: 'none' }}
      >
        <Outlet />
      </Box>
      <Suspense fallback={null}>
        <Footer />
      </Suspense>
      {toastShown && (
        <Suspense fallback={null}>
          <AppToaster />
        </Suspense>
      )}
      <ScrollRestoration />
    </Flex>
  );
}
