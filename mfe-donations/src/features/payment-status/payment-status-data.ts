import { PAYMENT_STATUSES, type PageDataSource } from '@temple/shared/core';

/** The payment status page is sent with the order's status in it (see PageDataSource). */
export const PAYMENT_STATUS_PAGE_DATA: PageDataSource = {
  request: '/api/v2/donations/{order_id}/status',
  variantField: 'paymentStatus',
  variants: PAYMENT_STATUSES,
};
