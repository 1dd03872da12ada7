import '@testing-library/jest-dom/vitest';
import { receiptToken } from '@temple/shared';
import { renderWithProviders, TEST_API_BASE_URL, useTestRuntimeConfig } from '@temple/shared/testing';
import { screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { ReceiptDownloadButton } from './receipt-download-button';

const pdf = '%PDF-1.4 receipt';

function setUp(answer: () => Promise<Response> | Response) {
  useTestRuntimeConfig();
  const fetchMock = vi.fn(async (_input: RequestInfo | URL, _init?: RequestInit) => answer());
  vi.stubGlobal('fetch', fetchMock);
  const alert = vi.spyOn(window, 'alert').mockImplementation(() => {});
  const saved: { href: string; download: string }[] = [];
  vi.spyOn(HTMLAnchorElement.prototype, 'click').mockImplementation(function (this: HTMLAnchorElement) {
    saved.push({ href: this.href, download: this.download });
  });
  URL.createObjectURL = vi.fn(() => 'blob:receipt');
  URL.revokeObjectURL = vi.fn();
  return { fetchMock, alert, saved };
}

describe('the Download Receipt button', () => {
  afterEach(() => {
    vi.unstubAllGlobals();
  });

  it('asks for the PDF with the donor token and saves it as Receipt_{id}.pdf', async () => {
    let answer: (response: Response) => void = () => {};
    const { fetchMock, saved, alert } = setUp(() => new Promise((resolve) => (answer = resolve)));
    renderWithProviders(
      <ReceiptDownloadButton owner={{ donationId: 'don-42', donorEmail: 'Devotee@Example.com' }} />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Download Receipt' }));

    expect(await screen.findByRole('button', { name: 'Generating...' })).toHaveAttribute(
      'aria-disabled',
      'true',
    );
    const [url, init] = fetchMock.mock.calls[0] ?? [];
    expect(String(url)).toBe(
      `${TEST_API_BASE_URL}/api/v2/receipts/don-42/receipt?token=${await receiptToken('devotee@example.com')}`,
    );
    expect(new Headers(init?.headers).get('Accept')).toBe('application/pdf');

    answer(new Response(pdf, { status: 200, headers: { 'Content-Type': 'application/pdf' } }));
    expect(await screen.findByRole('button', { name: 'Download Receipt' })).not.toHaveAttribute(
      'aria-disabled',
    );
    expect(saved).toEqual([{ href: 'blob:receipt', download: 'Receipt_don-42.pdf' }]);
    expect(URL.createObjectURL).toHaveBeenCalledWith(
      expect.objectContaining({ type: 'application/pdf', size: pdf.length }),
    );
    expect(screen.getByRole('status')).toHaveTextContent('Saved as Receipt_don-42.pdf');
    expect(document.querySelector('a[download]')).toBeNull();
    expect(alert).not.toHaveBeenCalled();
  });

  it('keeps the focus on the button while the receipt is generated, and a second press asks nothing more', async () => {
    let answer: (response: Response) => void = () => {};
    const { fetchMock, saved } = setUp(() => new Promise((resolve) => (answer = resolve)));
    renderWithProviders(
      <ReceiptDownloadButton owner={{ donationId: 'don-42', donorEmail: 'devotee@example.com' }} />,
    );
    const user = userEvent.setup();
    await user.tab();
    await user.keyboard('{Enter}');

    const generating = await screen.findByRole('button', { name: 'Generating...' });
    expect(generating).toHaveFocus();
    expect(generating).toHaveAttribute('aria-disabled', 'true');
    // The request goes out once the token is made (a digest, which a busy machine may take a while over).
    await waitFor(() => expect(fetchMock).toHaveBeenCalledTimes(1));
    await user.keyboard('{Enter}');
    expect(fetchMock).toHaveBeenCalledTimes(1);

    answer(new Response(pdf, { status: 200, headers: { 'Content-Type': 'application/pdf' } }));
    expect(await screen.findByRole('button', { name: 'Download Receipt' })).toHaveFocus();
    expect(saved).toEqual([{ href: 'blob:receipt', download: 'Receipt_don-42.pdf' }]);
  });

  it('says why when the receipt cannot be had, and can be tried again', async () => {
    const { alert, saved } = setUp(() =>
      Response.json({ success: false, message: 'Invalid receipt token' }, { status: 403 }),
    );
    renderWithProviders(
      <ReceiptDownloadButton owner={{ donationId: 'don-42', donorEmail: 'devotee@example.com' }} />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Download Receipt' }));

    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Failed to download receipt: Invalid receipt token'),
    );
    expect(screen.getByRole('button', { name: 'Download Receipt' })).not.toHaveAttribute('aria-disabled');
    expect(saved).toEqual([]);
  });

  it.each([
    {
      case: 'an error as JSON',
      answer: () => Response.json({ success: false, message: 'Receipt is not ready yet' }, { status: 200 }),
      said: 'Failed to download receipt: Receipt is not ready yet',
    },
    {
      case: 'a Wi-Fi sign-in page',
      answer: () =>
        new Response('<!doctype html><title>Sign in to Wi-Fi</title><form>…</form>', {
          status: 200,
          headers: { 'Content-Type': 'text/html; charset=utf-8' },
        }),
      said: 'Failed to download receipt: The receipt did not arrive as a PDF. Please check your internet connection and try again in a few minutes.',
    },
  ])('saves nothing and says so when a 200 brings $case instead of the PDF', async ({ answer, said }) => {
    const { alert, saved } = setUp(answer);
    renderWithProviders(
      <ReceiptDownloadButton owner={{ donationId: 'don-42', donorEmail: 'devotee@example.com' }} />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Download Receipt' }));

    await waitFor(() => expect(alert).toHaveBeenCalledWith(said));
    expect(saved).toEqual([]);
    expect(URL.createObjectURL).not.toHaveBeenCalled();
    expect(screen.getByRole('status')).toBeEmptyDOMElement();
    expect(screen.getByRole('button', { name: 'Download Receipt' })).not.toHaveAttribute('aria-disabled');
  });

  it.each([
    { case: 'the server fails without a message', answer: () => new Response('', { status: 502 }) },
    { case: 'the server cannot be reached', answer: () => Promise.reject(new TypeError('Failed to fetch')) },
  ])('says what to do when $case, instead of repeating itself', async ({ answer }) => {
    const { alert } = setUp(answer);
    renderWithProviders(
      <ReceiptDownloadButton owner={{ donationId: 'don-42', donorEmail: 'devotee@example.com' }} />,
    );

    await userEvent.click(screen.getByRole('button', { name: 'Download Receipt' }));

    await waitFor(() =>
      expect(alert).toHaveBeenCalledWith('Failed to download receipt: Please try again in a few minutes.'),
    );
  });

  it.each([
    { donationId: 'don-42', donorEmail: '' },
    { donationId: '', donorEmail: 'devotee@example.com' },
    { donationId: undefined, donorEmail: undefined },
  ])('asks to refresh when the donor is unknown (%o)', async (owner) => {
    const { alert, fetchMock } = setUp(() => new Response(pdf));
    renderWithProviders(<ReceiptDownloadButton owner={owner} />);

    await userEvent.click(screen.getByRole('button', { name: 'Download Receipt' }));

    expect(alert).toHaveBeenCalledWith('Missing donor information. Please refresh the page and try again.');
    expect(fetchMock).not.toHaveBeenCalled();
  });
});
