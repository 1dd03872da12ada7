import { PAYMENT_STATUSES } from '@temple/shared';
import { BANNER_TEXT_COLOR, STATUS_APPEARANCE } from './status-appearance';

/** WCAG 2 relative luminance and contrast ratio of two #rrggbb colours. */
function luminance(hex: string): number {
  const [r, g, b] = [1, 3, 5].map((start) => {
    const channel = Number.parseInt(hex.slice(start, start + 2), 16) / 255;
    return channel <= 0.03928 ? channel / 12.92 : ((channel + 0.055) / 1.055) ** 2.4;
  }) as [number, number, number];
  return 0.2126 * r + 0.7152 * g + 0.0722 * b;
}

function contrast(a: string, b: string): number {
  const [light, dark] = [luminance(a), luminance(b)].sort((x, y) => y - x) as [number, number];
  return (light + 0.05) / (dark + 0.05);
}

describe('status banner colours', () => {
  it('measures contrast the WCAG way', () => {
    expect(contrast('#000000', '#ffffff')).toBeCloseTo(21);
    expect(contrast('#777777', '#ffffff')).toBeCloseTo(4.48, 2);
  });

  it.each(PAYMENT_STATUSES)('%s: text passes AA (4.5:1) and the icon 3:1 on the banner', (status) => {
    const { background, heading, icon } = STATUS_APPEARANCE[status];
    expect(contrast(heading, background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(BANNER_TEXT_COLOR, background)).toBeGreaterThanOrEqual(4.5);
    expect(contrast(icon, background)).toBeGreaterThanOrEqual(3);
  });

  it('says the words of spec section 4', () => {
    expect(STATUS_APPEARANCE.PENDING.title).toBe('Payment Processing');
    expect(STATUS_APPEARANCE.SUCCESS.title).toBe('Payment Successful!');
    expect(STATUS_APPEARANCE.FAILED.title).toBe('Payment Failed');
  });
});
