import { closeDonation, donationIntentAtom } from '@temple/shared/core';
import { useBackClosesDialog } from '@temple/shared/dialog-history';
import { Modal, useMediaQuery } from '@temple/shared/ui';
import { useAtomValue } from 'jotai';
import { keepChoiceInAddress } from './choice-in-address';
import { DonationForm } from './donation-form';
import { keptDonorDetails } from './kept-donor-details';

/**
 * The donation dialog, opened through the shared `openDonation` contract and mounted
 * once per page by the shared slot. A new type or quantity from outside re-creates the
 * form; closing clears the intent (the quantity). What the donor typed about themselves is
 * kept (keptDonorDetails), so a dialog closed by mistake or opened again for another seva
 * starts with it. The browser's Back closes it (see useBackClosesDialog). On the hub, the
 * address follows the seva and quantity chosen in it (keepChoiceInAddress).
 */
export default function DonationDialog() {
  const intent = useAtomValue(donationIntentAtom);
  const phone = useMediaQuery('(max-width: 36em)');
  useBackClosesDialog(intent !== null, closeDonation);
  return (
    <Modal
      opened={intent !== null}
      onClose={closeDonation}
      title="Contribute to Mandir Nirman"
      size="lg"
      fullScreen={phone}
      centered
      data-testid="donation-dialog"
      styles={{
        title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' },
        // What takes the focus comes to rest below the sticky title bar, not under it.
        content: { scrollPaddingTop: '4.5rem' },
      }}
    >
      {intent && (
        <DonationForm
          key={`${intent.type}:${intent.qty}`}
          type={intent.type}
          qty={intent.qty}
          allowTypeSwitch
          keptDetails={keptDonorDetails}
          onChoiceChange={keepChoiceInAddress}
        />
      )}
    </Modal>
  );
}
