/** A donation request that passes every rule; tests change what they examine. */
export function validDonation(overrides: Record<string, unknown> = {}): Record<string, unknown> {
  return {
    shilas: 1,
    donorName: 'Asha Rao',
    donorEmail: 'asha.rao@example.org',
    donorPhone: '9876543210',
    address: '12 Temple Street',
    pincode: '560004',
    city: 'Bengaluru',
    country: 'India',
    paymentType: 'DONATION',
    ...overrides,
  };
}
