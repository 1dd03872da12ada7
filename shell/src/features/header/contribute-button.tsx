import { donationLinkProps } from '@temple/shared/core';
import { Button, type MantineSize } from '@temple/shared/ui-base';

const CONTRIBUTE_LINK = donationLinkProps({ type: 'DONATION', qty: 1 });

/** Opens the donation dialog with type DONATION and quantity 1 (spec section 2); a link to it on the hub. */
export function ContributeButton({
  size = 'sm',
  fullWidth = false,
  className,
}: {
  size?: MantineSize;
  fullWidth?: boolean;
  className?: string;
}) {
  return (
    <Button component="a" {...CONTRIBUTE_LINK} size={size} fullWidth={fullWidth} className={className}>
      Contribute Now
    </Button>
  );
}
