import { closeDonation, donationIntentAtom } from '@temple/shared/core';
import { Modal, useMediaQuery } from '@temple/shared/ui';
import { useAtomValue } from 'jotai';
import { DonationForm } from './donation-form';

/**
 * The donation dialog, opened through the shared `openDonation` contract and mounted
 * once per page by the shared slot. A new type or quantity from outside re-creates the
 * form; closing clears the intent.
 */
export default function DonationDialog() {
  const intent = useAtomValue(donationIntentAtom);
  const phone = useMediaQuery('(max-width: 36em)');
  return (
    <Modal
      opened={intent !== null}
      onClose={closeDonation}
      title="Contribute to Mandir Nirman"
      size="lg"
      fullScreen={phone}
      centered
      data-testid="donation-dialog"
      styles={{ title: { fontWeight: 700, fontSize: 'var(--mantine-font-size-lg)' } }}
    >
      {intent && (
        <DonationForm
          key={`${intent.type}:${intent.qty}`}
          type={intent.type}
          qty={intent.qty}
          allowTypeSwitch
        />
      )}
    </Modal>
  );
}
