import { IconButton } from '@chakra-ui/react';
import { lazy, Suspense, useRef, useState } from 'react';
import { Menu as LuMenu } from 'lucide-react';
import { type Viewer } from '../../access/use-viewer';

const loadDrawer = () => import('./mobile-menu-drawer');
const MobileMenuDrawer = lazy(loadDrawer);

/** The menu button on small screens; the side menu loads on first use. */
export function MobileMenu({ viewer, adminMode }: { viewer: Viewer; adminMode: boolean }) {
  const [open, setOpen] = useState(false);
  const [used, setUsed] = useState(false);
  const trigger = useRef<HTMLButtonElement>(null);
  return (
    <>
      <IconButton
        ref={trigger}
        aria-label="Open menu"
        aria-haspopup="dialog"
        aria-expanded={open}
        variant="ghost"
        size="sm"
        hideFrom="lg"
        onPointerEnter={() => void loadDrawer()}
        onFocus={() => void loadDrawer()}
        onClick={() => {
          setUsed(true);
          setOpen(true);
        }}
      >
        <LuMenu />
      </IconButton>
      {used && (
        <Suspense fallback={null}>
          <MobileMenuDrawer
            viewer={viewer}
            adminMode={adminMode}
            open={open}
            onOpenChange={setOpen}
            finalFocus={() => trigger.current}
          />
        </Suspense>
      )}
    </>
  );
}
