import { repeatCount } from './repeat-count';

describe('repeatCount', () => {
  it('fills the view and adds one copy to wrap into', () => {
    expect(repeatCount(1200, 2400)).toBe(2);
    expect(repeatCount(1200, 880)).toBe(3);
    expect(repeatCount(1200, 400)).toBe(4);
  });

  it('assumes two copies before the row is measured', () => {
    expect(repeatCount(0, 0)).toBe(2);
    expect(repeatCount(1200, 0)).toBe(2);
  });
});
