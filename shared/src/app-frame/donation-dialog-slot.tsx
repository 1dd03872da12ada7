import { closeDonation, donationIntentAtom, type RemoteModuleId } from '@temple/shared/core';
import { useReturnFocusOnClose } from '@temple/shared/dialog-history';
// Through the package name: the one shared instance of the kit's base.
import { PageLoader, RemoteModule, SectionUnavailable } from '@temple/shared/ui-base';
import { useAtomValue } from 'jotai';
import { lazy, type ReactNode, Suspense, useEffect, useState } from 'react';

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
  const isOpen = intent !== null;
  useEffect(() => {
    if (isOpen) setWanted(true);
  }, [isOpen]);
  // The dialog mounts already open (its code arrives after the click).
  useReturnFocusOnClose(isOpen);
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
