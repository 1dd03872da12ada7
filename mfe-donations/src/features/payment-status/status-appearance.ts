import type { PaymentStatus } from '@temple/shared/core';

export interface StatusAppearance {
  title: string;
  message: string;
  /** Banner background, its edge, the icon, and the title's colour (all pass WCAG AA on the background). */
  background: string;
  border: string;
  icon: string;
  heading: string;
}

/** Banner words and colours per payment status (spec section 4): yellow, green, red. */
export const STATUS_APPEARANCE: Readonly<Record<PaymentStatus, StatusAppearance>> = {
  PENDING: {
    title: 'Payment Processing',
    message: 'Your payment is being processed. Please wait while we confirm your transaction.',
    background: '#fff9db',
    border: '#f5b800',
    icon: '#9c5700',
    heading: '#7a4500',
  },
  SUCCESS: {
    title: 'Payment Successful!',
    message:
      'Your donation has been processed successfully. Thank you for your generous contribution to the temple.',
    background: '#ebfbee',
    border: '#40c057',
    icon: '#2b8a3e',
    heading: '#1d5e2c',
  },
  FAILED: {
    title: 'Payment Failed',
    message:
      'Unfortunately, your payment could not be processed. Please try again or contact support if the issue persists.',
    background: '#fff5f5',
    border: '#fa5252',
    icon: '#c92a2a',
    heading: '#a51d1d',
  },
};

/** Body text on every banner. */
export const BANNER_TEXT_COLOR = '#343a40';
