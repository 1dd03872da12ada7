import { appStore, closeDonation, donationIntentAtom, openDonation } from './open-donation';

describe('openDonation, the cross-remote dialog contract', () => {
  afterEach(() => closeDonation());

  it('publishes the type and quantity asked for', () => {
    openDonation({ type: 'RANGAMANDAP', qty: 21 });
    expect(appStore.get(donationIntentAtom)).toEqual({ type: 'RANGAMANDAP', qty: 21 });
  });

  it('defaults to one unit and keeps quantities within 1 to 1000', () => {
    openDonation({ type: 'DONATION' });
    expect(appStore.get(donationIntentAtom)?.qty).toBe(1);
    openDonation({ type: 'DONATION', qty: 5000 });
    expect(appStore.get(donationIntentAtom)?.qty).toBe(1000);
    openDonation({ type: 'DONATION', qty: 0 });
    expect(appStore.get(donationIntentAtom)?.qty).toBe(1);
  });

  it('always asks for one Amrit Bhog', () => {
    openDonation({ type: 'BHOG', qty: 7 });
    expect(appStore.get(donationIntentAtom)).toEqual({ type: 'BHOG', qty: 1 });
  });

  it('closing clears the request', () => {
    openDonation({ type: 'DONATION', qty: 2 });
    closeDonation();
    expect(appStore.get(donationIntentAtom)).toBeNull();
  });
});
