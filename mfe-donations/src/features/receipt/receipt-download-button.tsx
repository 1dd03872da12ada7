import { focusableDisabled } from '@temple/shared';
import { Button, Loader, Stack, Text } from '@temple/shared/ui-base';
import { receiptFileName } from './receipt-messages';
import { type ReceiptOwner, useReceiptDownload } from './use-receipt-download';

/**
 * Download Receipt, reading Generating... while the PDF is being fetched. Without an owner
 * it is the button of a prerendered page, which takes no input until the live page has it.
 */
export function ReceiptDownloadButton({ owner }: { owner: ReceiptOwner | undefined }) {
  const { state, download } = useReceiptDownload();
  const generating = state === 'generating';
  return (
    <Stack gap={4} align="flex-start">
      <Button
        onClick={owner ? () => void download(owner) : undefined}
        aria-busy={generating}
        leftSection={generating ? <Loader size={16} color="currentColor" aria-hidden /> : undefined}
        {...focusableDisabled(generating)}
      >
        {generating ? 'Generating...' : 'Download Receipt'}
      </Button>
      <Text size="sm" c="gray.7" role="status">
        {state === 'done' && owner?.donationId ? `Saved as ${receiptFileName(owner.donationId)}` : ''}
      </Text>
    </Stack>
  );
}
