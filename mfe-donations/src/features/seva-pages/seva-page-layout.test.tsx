import { jsonFetch, renderWithProviders, useTestRuntimeConfig } from '@temple/shared/testing';
import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { keptDonorDetails } from '../donation-form';
import { RANGAMANDAP } from './rangamandap-content';
import { SevaPageLayout } from './seva-page-layout';
import { SHILADAAN } from './shiladaan-content';

/** The order in which the donation form's modules are first asked for. */
const asked = vi.hoisted((): string[] => []);
vi.mock('@temple/shared/ui-inputs', async (importOriginal) => {
  asked.push('kit inputs');
  return importOriginal();
});
vi.mock('../donation-form', async (importOriginal) => {
  const { loadDonationForm, ...rest } = await importOriginal<typeof import('../donation-form')>();
  return {
    ...rest,
    loadDonationForm: () => {
      asked.push('donation form');
      return loadDonationForm();
    },
  };
});

beforeEach(() => useTestRuntimeConfig());
// What one test typed is kept for the visit: the next test is another visitor.
afterEach(() => {
  keptDonorDetails.current = {};
});

describe('a dedicated contribution page', { timeout: 20_000 }, () => {
  it("goes live with its form after running the kit's inputs and the form's own code one after the other", async () => {
    vi.stubGlobal('fetch', jsonFetch({}));
    renderWithProviders(<SevaPageLayout content={SHILADAAN} />);
    // The two imports are the kit's inputs and the whole form: their first transform in the test
    // runner can take more than the default second on a busy machine.
    expect(await screen.findByRole('button', { name: /^Contribute/ }, { timeout: 10_000 })).toBeEnabled();
    expect(asked).toEqual(['kit inputs', 'donation form']);
  });

  it('Rangamandap has the same layout as Shiladaan, the contributors placeholder included', async () => {
    vi.stubGlobal('fetch', jsonFetch({}));
    renderWithProviders(<SevaPageLayout content={RANGAMANDAP} />);
    expect(await screen.findByRole('heading', { level: 2, name: 'Esteemed Contributors' })).toBeVisible();
    expect(screen.getByText('The list of our esteemed contributors will be shown here soon.')).toBeVisible();
  });

  it('keeps what the donor typed about themselves when they come back from another page, or go to another seva', async () => {
    vi.stubGlobal('fetch', jsonFetch({}));
    const user = userEvent.setup();
    const shiladaan = renderWithProviders(<SevaPageLayout content={SHILADAAN} />);
    const name = await screen.findByLabelText(/Full name/, {}, { timeout: 10_000 });
    await user.type(name, 'Asha Rao');
    await user.type(screen.getByLabelText(/PAN/), 'abcde1234f');
    shiladaan.unmount();
    renderWithProviders(<SevaPageLayout content={RANGAMANDAP} />);
    expect(await screen.findByLabelText(/Full name/, {}, { timeout: 10_000 })).toHaveValue('Asha Rao');
    // The PAN is asked anew for each donation, as in the dialog.
    expect(screen.getByLabelText(/PAN/)).toHaveValue('');
  });

  it('says its form takes under 2 minutes (spec section 9)', () => {
    vi.stubGlobal('fetch', jsonFetch({}));
    renderWithProviders(<SevaPageLayout content={SHILADAAN} />);
    expect(
      screen.getByText(
        'One Shila is ₹11,000. Choose more, or a number of your own. The form takes under 2 minutes.',
      ),
    ).toBeVisible();
  });
});
