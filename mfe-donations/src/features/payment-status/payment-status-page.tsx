import { useSearchParams } from '@temple/shared/ui-base';
import { orderIdFromSearch } from './payment-link';
import { PaymentStatus } from './payment-status';

/** /payment-status?order_id=...: where the payment provider sends the donor back (spec section 2). */
export default function PaymentStatusPage() {
  const [search] = useSearchParams();
  const orderId = orderIdFromSearch(search);
  // A new order id in the link is a new machine.
  return <PaymentStatus key={orderId ?? ''} orderId={orderId} />;
}
