import {
  closeDonation,
  donationIntentAtom,
  donationTotal,
  formatRupees,
  PAYMENT_TYPE_LABEL,
  UNIT_NAME,
} from '@temple/shared';
import { Modal, Stack, Text } from '@temple/shared/ui';
import { useAtomValue } from 'jotai';

/**
 * The donation dialog, opened through the shared `openDonation` contract. This first
 * cut shows what was asked for; the donor form arrives with its own issue.
 */
export default function DonationDialog() {
  const intent = useAtomValue(donationIntentAtom);
  return (
    <Modal
      opened={intent !== null}
      onClose={closeDonation}
      title="Contribute"
      centered
      data-testid="donation-dialog"
    >
      {intent && (
        <Stack gap="xs">
          <Text fw={700}>{PAYMENT_TYPE_LABEL[intent.type]}</Text>
          <Text data-testid="donation-quantity">
            {intent.qty} {intent.qty === 1 ? UNIT_NAME[intent.type].one : UNIT_NAME[intent.type].many}
          </Text>
          <Text fz="xl" fw={800} data-testid="donation-total">
            {formatRupees(donationTotal(intent.type, intent.qty))}
          </Text>
        </Stack>
      )}
    </Modal>
  );
}
