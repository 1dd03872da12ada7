import { fireEvent, render, screen } from '@testing-library/react';
import { donationLinkProps } from './donation-link';
import { appStore, closeDonation, donationIntentAtom } from './open-donation';

function ContributeLink() {
  return <a {...donationLinkProps({ type: 'RANGAMANDAP', qty: 21 })}>Contribute</a>;
}

/** Whether the browser would follow the link: nothing prevented the click's default (jsdom itself cannot navigate, so it is stopped after). */
function clickFollows(init?: MouseEventInit): boolean {
  let followed = false;
  const record = (event: MouseEvent) => {
    followed = !event.defaultPrevented;
    event.preventDefault();
  };
  window.addEventListener('click', record);
  fireEvent.click(screen.getByRole('link', { name: 'Contribute' }), init);
  window.removeEventListener('click', record);
  return followed;
}

describe('a Contribute link', () => {
  afterEach(() => closeDonation());

  it('leads to the hub with the choice, which opens the dialog there', () => {
    render(<ContributeLink />);
    expect(screen.getByRole('link', { name: 'Contribute' })).toHaveAttribute(
      'href',
      '/mandir-nirman-seva?type=rangamandap&qty=21',
    );
  });

  it('opens the dialog in place on a plain click, without leaving the page', () => {
    render(<ContributeLink />);
    expect(clickFollows()).toBe(false);
    expect(appStore.get(donationIntentAtom)).toEqual({ type: 'RANGAMANDAP', qty: 21 });
  });

  it.each([
    ['Ctrl', { ctrlKey: true }],
    ['Cmd', { metaKey: true }],
    ['Shift', { shiftKey: true }],
    ['the middle button', { button: 1 }],
  ])('is followed, opening nothing here, on a click with %s', (_, init) => {
    render(<ContributeLink />);
    expect(clickFollows(init)).toBe(true);
    expect(appStore.get(donationIntentAtom)).toBeNull();
  });
});
