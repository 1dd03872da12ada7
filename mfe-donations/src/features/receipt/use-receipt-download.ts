import { getApi, receiptToken, saveFile } from '@temple/shared';
import { useCallback, useState } from 'react';
import { RECEIPT_MESSAGES, receiptFileName } from './receipt-messages';

/** idle -> generating -> done; a failure says so in an alert and goes back to idle (spec section 4). */
export type ReceiptDownloadState = 'idle' | 'generating' | 'done';

export interface ReceiptOwner {
  donationId?: string | undefined;
  donorEmail?: string | undefined;
}

/** Fetches the 80G receipt PDF with the donor's token and saves it as Receipt_{id}.pdf. */
export function useReceiptDownload() {
  const [state, setState] = useState<ReceiptDownloadState>('idle');

  const download = useCallback(async ({ donationId, donorEmail }: ReceiptOwner) => {
    if (!donationId || !donorEmail?.trim()) {
      window.alert(RECEIPT_MESSAGES.missingDonor);
      return;
    }
    setState('generating');
    const result = await getApi().downloadReceipt(donationId, await receiptToken(donorEmail));
    if (!result.success) {
      setState('idle');
      window.alert(RECEIPT_MESSAGES.failed(result.error));
      return;
    }
    saveFile(result.data, receiptFileName(donationId));
    setState('done');
  }, []);

  return { state, download };
}
