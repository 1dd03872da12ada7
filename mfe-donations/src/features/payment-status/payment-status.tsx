import { useMachine } from '@xstate/react';
import { paymentStatusMachine, selectPaymentStatusView } from './payment-status-machine';
import { PaymentStatusScreen } from './payment-status-screen';
import type { PaymentStatusInput } from './payment-status-view';

/**
 * The payment status of one order, as the machine sees it; leaving the page stops the
 * machine. It starts from the answer the server sent with the page, when there is one.
 */
export function WatchedPaymentStatus(input: PaymentStatusInput) {
  const [snapshot, send] = useMachine(paymentStatusMachine, { input });
  return (
    <PaymentStatusScreen view={selectPaymentStatusView(snapshot)} onRetry={() => send({ type: 'RETRY' })} />
  );
}
