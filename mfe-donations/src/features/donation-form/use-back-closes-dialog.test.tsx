import { BrowserRouter, Link, useLocation } from '@temple/shared/ui-base';
import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { isDialogHistoryEntry } from './dialog-history-entry';
import { useBackClosesDialog } from './use-back-closes-dialog';

function Page() {
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  useBackClosesDialog(opened, close);
  const { pathname, search, state } = useLocation();
  return (
    <>
      <p>at {`${pathname}${search}`}</p>
      <p>{isDialogHistoryEntry(state) ? "on the dialog's entry" : "on the page's entry"}</p>
      <button type="button" onClick={() => setOpened(true)}>
        Open
      </button>
      {opened && (
        <div role="dialog">
          <button type="button" onClick={close}>
            Close
          </button>
          <Link to="/privacy-policy">Privacy Policy</Link>
        </div>
      )}
    </>
  );
}

const renderPage = () =>
  render(
    <BrowserRouter>
      <Page />
    </BrowserRouter>,
  );

async function goBack() {
  await act(async () => {
    window.history.back();
    await new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
  });
}

describe('useBackClosesDialog', () => {
  beforeEach(() => {
    // Each test starts on a page of its own, one entry after a page of the visitor's past.
    window.history.pushState(null, '', '/before');
    window.history.pushState(null, '', '/mandir-nirman-seva?type=donation&qty=5');
  });

  it('Back closes the open dialog and keeps the page and its address', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText("on the dialog's entry")).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/mandir-nirman-seva?type=donation&qty=5');

    await goBack();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.location.pathname + window.location.search).toBe('/mandir-nirman-seva?type=donation&qty=5');
    expect(screen.getByText("on the page's entry")).toBeInTheDocument();

    await goBack();
    expect(window.location.pathname).toBe('/before');
  });

  it('closing it otherwise takes its entry out, so the next Back leaves the page', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText("on the dialog's entry")).toBeInTheDocument();
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText("on the page's entry")).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/mandir-nirman-seva?type=donation&qty=5');

    await goBack();
    expect(window.location.pathname).toBe('/before');
  });

  it('a link followed from inside the dialog closes it; Back returns to the page', async () => {
    const user = userEvent.setup();
    renderPage();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText("on the dialog's entry")).toBeInTheDocument();
    await user.click(screen.getByRole('link', { name: 'Privacy Policy' }));
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText('at /privacy-policy')).toBeInTheDocument();

    await goBack();
    expect(await screen.findByText('at /mandir-nirman-seva?type=donation&qty=5')).toBeInTheDocument();
  });

  it('opened again on its own entry (after a reload) it adds no second one', async () => {
    const user = userEvent.setup();
    const first = renderPage();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    expect(await screen.findByText("on the dialog's entry")).toBeInTheDocument();
    first.unmount();

    renderPage();
    await user.click(screen.getByRole('button', { name: 'Open' }));
    await goBack();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(screen.getByText("on the page's entry")).toBeInTheDocument();
    expect(window.location.pathname + window.location.search).toBe('/mandir-nirman-seva?type=donation&qty=5');
  });
});
