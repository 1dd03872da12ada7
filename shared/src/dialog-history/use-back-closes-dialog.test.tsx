import { act, render, screen, waitFor } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { useState } from 'react';
import { useOnDialogHistoryEntry } from './dialog-history-entry';
import { useBackClosesDialog } from './use-back-closes-dialog';

function Page() {
  const [opened, setOpened] = useState(false);
  const close = () => setOpened(false);
  useBackClosesDialog(opened, close);
  const onEntry = useOnDialogHistoryEntry();
  return (
    <>
      <p>{onEntry ? "on the dialog's entry" : "on the page's entry"}</p>
      <button type="button" onClick={() => setOpened(true)}>
        Open
      </button>
      {opened && (
        <div role="dialog">
          <button type="button" onClick={close}>
            Close
          </button>
        </div>
      )}
    </>
  );
}

const PAGE = '/mandir-nirman-seva?type=donation&qty=5';
const address = () => `${window.location.pathname}${window.location.search}`;

async function goBack() {
  await act(async () => {
    const moved = new Promise((resolve) => window.addEventListener('popstate', resolve, { once: true }));
    window.history.back();
    await moved;
  });
}

async function open(user: ReturnType<typeof userEvent.setup>) {
  await user.click(screen.getByRole('button', { name: 'Open' }));
  expect(await screen.findByRole('dialog')).toBeInTheDocument();
  expect(window.history.state).toMatchObject({ dialogOpen: true });
}

describe('useBackClosesDialog', () => {
  beforeEach(() => {
    // Each test starts on a page of its own, one entry after a page of the visitor's past.
    window.history.pushState(null, '', '/before');
    window.history.pushState({ routerKey: 'page' }, '', PAGE);
  });

  it('Back closes the open dialog and keeps the page, its address and its state', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await open(user);
    expect(address()).toBe(PAGE);

    await goBack();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(address()).toBe(PAGE);
    expect(window.history.state).toEqual({ routerKey: 'page' });
    expect(screen.getByText("on the page's entry")).toBeInTheDocument();

    await goBack();
    expect(window.location.pathname).toBe('/before');
  });

  it('closing it otherwise takes its entry out, so the next Back leaves the page', async () => {
    const user = userEvent.setup();
    render(<Page />);
    await open(user);
    await user.click(screen.getByRole('button', { name: 'Close' }));
    expect(await screen.findByText("on the page's entry")).toBeInTheDocument();
    expect(address()).toBe(PAGE);

    await goBack();
    expect(window.location.pathname).toBe('/before');
  });

  it('opened on its own entry (a reload of the page with the dialog open) it adds no second one', async () => {
    window.history.pushState({ routerKey: 'page', dialogOpen: true }, '', PAGE);
    const user = userEvent.setup();
    render(<Page />);
    await open(user);
    await goBack();
    await waitFor(() => expect(screen.queryByRole('dialog')).toBeNull());
    expect(window.history.state).toEqual({ routerKey: 'page' });
    expect(address()).toBe(PAGE);
  });
});
