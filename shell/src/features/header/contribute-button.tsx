import { openDonation } from '@temple/shared/core';
import { Button, type MantineSize } from '@temple/shared/ui-base';

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
