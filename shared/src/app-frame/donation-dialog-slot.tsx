import { closeDonation, donationIntentAtom, type RemoteModuleId } from '@temple/shared/core';
// Through the package name: the one shared instance of the kit's base.
import { PageLoader, RemoteModule, SectionUnavailable } from '@temple/shared/ui-base';
import { useAtomValue } from 'jotai';
import { lazy, type ReactNode, Suspense, useEffect, useRef, useState } from 'react';

// Overlays are not part of the first paint; they arrive with the first dialog. Imported by
// package name: this also makes every host provide the full kit itself, so the kit's
// two halves always come from one build and share one Mantine core.
const Modal = lazy(() => import('@temple/shared/ui').then((kit) => ({ default: kit.Modal })));

/**
 * Mounts the donation dialog (the module the host names) the first time anyone
 * calls `openDonation`, so its code is not part of the first page load.
 */
export function DonationDialogSlot({ dialog }: { dialog: RemoteModuleId }) {
  const intent = useAtomValue(donationIntentAtom);
  const [wanted, setWanted] = useState(false);
  const opener = useRef<HTMLElement | null>(null);
  const isOpen = intent !== null;
  useEffect(() => {
    if (isOpen) {
      setWanted(true);
      // The dialog mounts already open (its code arrives after the click), so focus
      // return is done here: back to whatever opened it.
      opener.current = document.activeElement instanceof HTMLElement ? document.activeElement : null;
      return;
    }
    const target = opener.current;
    opener.current = null;
    if (!target) return;
    // Opened by the page's address (a hub link), nothing had the focus: the page itself takes
    // it back, so the next Tab goes on from there and not from the top of the document.
    const back = target !== document.body && target.isConnected ? target : document.querySelector('main');
    if (back) window.setTimeout(() => back.focus(), 0);
  }, [isOpen]);
  if (!wanted) return null;
  const pending = (content: ReactNode) =>
    intent ? (
      <Suspense fallback={null}>
        <Modal opened onClose={closeDonation} title="Contribute" centered>
          {content}
        </Modal>
      </Suspense>
    ) : null;
  return (
    <RemoteModule
      id={dialog}
      fallback={pending(<PageLoader label="Loading the donation form" />)}
      renderUnavailable={(retry) => pending(<SectionUnavailable compact onRetry={retry} />)}
    />
  );
}
