import { openDonation } from '@temple/shared';
import { Button, type MantineSize } from '@temple/shared/ui';

/** Opens the donation dialog with type DONATION and quantity 1 (spec section 2). */
export function ContributeButton({
  size = 'sm',
  fullWidth = false,
}: {
  size?: MantineSize;
  fullWidth?: boolean;
}) {
  return (
    <Button size={size} fullWidth={fullWidth} onClick={() => openDonation({ type: 'DONATION', qty: 1 })}>
      Contribute Now
    </Button>
  );
}
