export { ReceiptDownloadButton } from './receipt-download-button';
