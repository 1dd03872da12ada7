import '@testing-library/jest-dom/vitest';
import {
  jsonFetch,
  renderWithProviders,
  TEST_API_BASE_URL,
  useTestRuntimeConfig,
} from '@temple/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { healthQuery, statisticsQuery } from './integration-queries';
import TestIntegrationPage from './test-integration-page';

const STATISTICS = {
  totalAmount: 12345000,
  totalDonations: 1234,
  totalShilas: 1100,
  averageDonation: 10004.05,
};

type Routes = Parameters<typeof jsonFetch>[0];

function serve(routes: Routes) {
  const requests: Request[] = [];
  const answer = jsonFetch(routes);
  vi.stubGlobal('fetch', (input: RequestInfo | URL, init?: RequestInit) => {
    requests.push(new Request(input, init));
    return answer(input, init);
  });
  const called = (path: string) => requests.filter((request) => new URL(request.url).pathname === path);
  return { called };
}

const healthy: Routes = {
  '/health': { status: 'ok' },
  '/api/donations/stats': { success: true, data: STATISTICS },
};

const region = (name: string) => within(screen.getByRole('region', { name }));

describe('the integration test page', () => {
  beforeEach(() => {
    useTestRuntimeConfig();
    healthQuery.clear();
    statisticsQuery.clear();
  });
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('checks the backend, then says it is connected with its status', async () => {
    const { called } = serve(healthy);
    renderWithProviders(<TestIntegrationPage />);
    expect(screen.getByRole('heading', { level: 1, name: 'Integration Test' })).toBeVisible();
    expect(region('Backend Connection').getByText('Checking backend connection...')).toBeVisible();
    expect(await region('Backend Connection').findByText('Backend connected successfully')).toBeVisible();
    expect(region('Backend Connection').getByText('ok')).toBeVisible();
    expect(called('/health')).toHaveLength(1);
  });

  it('reuses the health answer for 30 seconds', async () => {
    const { called } = serve(healthy);
    const first = renderWithProviders(<TestIntegrationPage />);
    await screen.findByText('Backend connected successfully');
    first.unmount();
    renderWithProviders(<TestIntegrationPage />);
    expect(screen.getByText('Backend connected successfully')).toBeVisible();
    expect(called('/health')).toHaveLength(1);
    expect(called('/api/donations/stats')).toHaveLength(1);
  });

  it('says the connection failed, with the error, after one retry', async () => {
    const { called } = serve({
      ...healthy,
      '/health': () => Response.json({ message: 'Database unreachable' }, { status: 503 }),
    });
    renderWithProviders(<TestIntegrationPage />);
    const backend = region('Backend Connection');
    expect(
      await backend.findByText(
        'Backend connection failed. Payment features may not work properly.',
        {},
        { timeout: 3000 },
      ),
    ).toBeVisible();
    expect(backend.getByText('Database unreachable')).toBeVisible();
    expect(called('/health')).toHaveLength(2);
  });

  it('cannot verify a backend that answers another status', async () => {
    serve({ ...healthy, '/health': { status: 'degraded' } });
    renderWithProviders(<TestIntegrationPage />);
    expect(await screen.findByText('Unable to verify backend connection')).toBeVisible();
    expect(screen.getByText('degraded')).toBeVisible();
  });

  it('shows the donation statistics in Indian digit grouping', async () => {
    serve(healthy);
    renderWithProviders(<TestIntegrationPage />);
    const statistics = region('Donation Statistics');
    const figure = (label: string) => statistics.getByText(label).nextElementSibling?.textContent;
    await statistics.findByText('₹1,23,45,000');
    expect(figure('Total Amount')).toBe('₹1,23,45,000');
    expect(figure('Total Donors')).toBe('1,234');
    expect(figure('Total Shilas')).toBe('1,100');
    expect(figure('Average Donation')).toBe('₹10,004');
  });

  it('says why the statistics did not load', async () => {
    serve({
      ...healthy,
      '/api/donations/stats': () => Response.json({ error: 'Stats offline' }, { status: 500 }),
    });
    renderWithProviders(<TestIntegrationPage />);
    expect(await screen.findByText('Failed to load statistics: Stats offline')).toBeVisible();
  });

  it('shows the backend URL and whether this is production', () => {
    serve(healthy);
    renderWithProviders(<TestIntegrationPage />);
    const config = region('API Configuration');
    expect(config.getByText('Backend URL').nextElementSibling).toHaveTextContent(TEST_API_BASE_URL);
    expect(config.getByText('Production Environment').nextElementSibling).toHaveTextContent('No');
  });

  it('names this origin when the backend shares it', () => {
    useTestRuntimeConfig({ apiBaseUrl: '', production: true });
    serve(healthy);
    renderWithProviders(<TestIntegrationPage />);
    const config = region('API Configuration');
    expect(config.getByText('Backend URL').nextElementSibling).toHaveTextContent(window.location.origin);
    expect(config.getByText('Production Environment').nextElementSibling).toHaveTextContent('Yes');
  });

  it('lists the checks, with the unit prices', () => {
    serve(healthy);
    renderWithProviders(<TestIntegrationPage />);
    expect(region('Integration Checklist').getByText(/11,000 \/ 21,000/)).toBeVisible();
  });

  it('sends a test donation and alerts its id and payment URL', async () => {
    const sent: unknown[] = [];
    serve({
      ...healthy,
      '/api/v2/donations': async (request: Request) => {
        sent.push(await request.json());
        return {
          success: true,
          data: { donationId: 'don-9', paymentUrl: 'http://localhost:4000/sandbox/checkout/ORD-9' },
        };
      },
    });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderWithProviders(<TestIntegrationPage />);
    const form = region('Test Donation');
    await userEvent.clear(form.getByLabelText(/Quantity/));
    await userEvent.type(form.getByLabelText(/Quantity/), '2');
    await userEvent.click(form.getByRole('button', { name: 'Create Test Donation' }));

    await vi.waitFor(() => expect(alert).toHaveBeenCalledTimes(1));
    expect(alert.mock.calls[0]?.[0]).toContain('Donation ID: don-9');
    expect(alert.mock.calls[0]?.[0]).toContain('Payment URL: http://localhost:4000/sandbox/checkout/ORD-9');
    expect(sent).toEqual([
      {
        paymentType: 'DONATION',
        shilas: 2,
        donorName: 'Test Devotee',
        donorEmail: 'test.devotee@example.com',
        donorPhone: '9876543210',
        address: '42 Kanakapura Road',
        pincode: '560062',
        city: 'Bengaluru',
        country: 'India',
        isAnonymous: false,
        showInContributors: false,
      },
    ]);
  });

  it('sends an Amrit Bhog test donation with its date and one unit', async () => {
    const sent: unknown[] = [];
    serve({
      ...healthy,
      '/api/v2/donations': async (request: Request) => {
        sent.push(await request.json());
        return { success: true, data: { donationId: 'don-10', paymentUrl: null } };
      },
    });
    vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderWithProviders(<TestIntegrationPage />);
    const form = region('Test Donation');
    await userEvent.selectOptions(form.getByLabelText('Payment type'), 'BHOG');
    await userEvent.type(form.getByLabelText(/Amrit Bhog date/), '2026-12-24');
    await userEvent.click(form.getByRole('button', { name: 'Create Test Donation' }));
    await vi.waitFor(() => expect(sent).toHaveLength(1));
    expect(sent[0]).toMatchObject({ paymentType: 'BHOG', bhogDate: '2026-12-24', shilas: 1 });
  });

  it('checks the form with the donation rules before sending', async () => {
    const { called } = serve(healthy);
    renderWithProviders(<TestIntegrationPage />);
    const form = region('Test Donation');
    await userEvent.clear(form.getByLabelText(/Name/));
    await userEvent.clear(form.getByLabelText(/Phone/));
    await userEvent.type(form.getByLabelText(/Phone/), '12345');
    await userEvent.click(form.getByRole('button', { name: 'Create Test Donation' }));
    expect(form.getByText('Name must be at least 2 characters')).toBeVisible();
    expect(form.getByText('Please enter a valid 10-digit Indian mobile number')).toBeVisible();
    expect(called('/api/v2/donations')).toHaveLength(0);
  });

  it('refuses a quantity the donation form refuses, with the same message', async () => {
    const { called } = serve(healthy);
    renderWithProviders(<TestIntegrationPage />);
    const form = within(await screen.findByRole('region', { name: 'Test Donation' }));
    await userEvent.clear(form.getByLabelText(/Quantity/));
    await userEvent.type(form.getByLabelText(/Quantity/), '1e2');
    await userEvent.click(form.getByRole('button', { name: 'Create Test Donation' }));
    expect(form.getByText('Must be a whole number')).toBeVisible();
    expect(called('/api/v2/donations')).toHaveLength(0);
  });

  it('keeps the focus on its button while the test donation is being created', async () => {
    serve({ ...healthy, '/api/v2/donations': () => new Promise(() => {}) });
    renderWithProviders(<TestIntegrationPage />);
    const form = within(await screen.findByRole('region', { name: 'Test Donation' }));
    await userEvent.click(form.getByRole('button', { name: 'Create Test Donation' }));
    const busy = await form.findByRole('button', { name: 'Creating...' });
    expect(busy).toHaveAttribute('aria-disabled', 'true');
    expect(busy).toBeEnabled();
    expect(busy).toHaveFocus();
  });

  it('says why a test donation failed', async () => {
    serve({
      ...healthy,
      '/api/v2/donations': () =>
        Response.json({ success: false, error: 'Validation failed' }, { status: 400 }),
    });
    const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
    renderWithProviders(<TestIntegrationPage />);
    await userEvent.click(region('Test Donation').getByRole('button', { name: 'Create Test Donation' }));
    expect(await screen.findByText('Test donation failed: Validation failed')).toBeVisible();
    expect(alert).not.toHaveBeenCalled();
  });
});
