// What the payment status offers other pages: its card and the colours and icons of each status.
export { SectionCard } from './section-card';
export { STATUS_APPEARANCE } from './status-appearance';
