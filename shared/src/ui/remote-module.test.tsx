import { screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { configureRemotes } from '../federation/remote-modules';
import { renderWithProviders } from '../testing';
import { keepPrerenderedPage } from './prerendered-page-copy';
import { RemoteModule } from './remote-module';

vi.mock('@module-federation/enhanced/runtime', () => ({ registerRemotes: vi.fn(), loadRemote: vi.fn() }));

function Greeting({ name }: { name: string }) {
  return <h1>Hello {name}</h1>;
}

/** The element with the focus: a part of the page, not its body, where the focus falls when what had it goes. */
function focusedPart(): Element | null {
  expect(document.activeElement).not.toBe(document.body);
  return document.activeElement;
}

function Broken(): never {
  throw new Error('render failure');
}

describe('RemoteModule: failure isolation', () => {
  beforeEach(() => vi.spyOn(console, 'error').mockImplementation(() => {}));

  it('renders the remote component with its props', async () => {
    configureRemotes({}, { 'gallery/Greeting': async () => ({ default: Greeting }) });
    renderWithProviders(<RemoteModule id="gallery/Greeting" props={{ name: 'devotee' }} />);
    expect(await screen.findByRole('heading', { name: 'Hello devotee' })).toBeInTheDocument();
  });

  it('shows the unavailable panel when the remote cannot load, and Retry recovers', async () => {
    let up = false;
    configureRemotes(
      {},
      {
        'partners/Flaky': async () => {
          if (!up) throw new Error('connection refused');
          return { default: Greeting };
        },
      },
    );
    renderWithProviders(<RemoteModule id="partners/Flaky" props={{ name: 'again' }} />);
    expect(
      await screen.findByText('This section is temporarily unavailable', {}, { timeout: 5000 }),
    ).toBeVisible();
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(
      await screen.findByRole('heading', { name: 'Hello again' }, { timeout: 5000 }),
    ).toBeInTheDocument();
  });

  it('keeps the focus in its place through Retry: on it while the code loads, on Retry again when that fails too, then on the page', async () => {
    let attempts = 0;
    configureRemotes(
      {},
      {
        'partners/Unsteady': async () => {
          // Three tries for each load: the first load and the first Retry fail, the second Retry loads.
          attempts += 1;
          if (attempts <= 6) throw new Error('connection refused');
          return { default: Greeting };
        },
      },
    );
    const user = userEvent.setup();
    renderWithProviders(<RemoteModule id="partners/Unsteady" props={{ name: 'at last' }} />);
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 });
    retry.focus();
    await user.keyboard('{Enter}');
    expect(focusedPart()).toContainElement(screen.getByRole('status'));
    expect(await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 })).toHaveFocus();

    await user.keyboard('{Enter}');
    const page = await screen.findByRole('heading', { name: 'Hello at last' }, { timeout: 5000 });
    expect(focusedPart()).toContainElement(page);
  });

  it('keeps the page it arrived with readable beside the notice when its code fails, until Retry loads it', async () => {
    let up = false;
    configureRemotes(
      {},
      {
        'partners/Prerendered': async () => {
          if (!up) throw new Error('connection refused');
          return { default: Greeting };
        },
      },
    );
    keepPrerenderedPage('partners/Prerendered', '<h1>Partner with us</h1><a href="/contact">Contact</a>');
    renderWithProviders(<RemoteModule id="partners/Prerendered" props={{ name: 'live' }} />);
    expect(
      await screen.findByText('Parts of this page are temporarily unavailable', {}, { timeout: 5000 }),
    ).toBeVisible();
    expect(screen.getByRole('heading', { level: 1, name: 'Partner with us' })).toBeVisible();
    expect(screen.getByRole('link', { name: 'Contact' })).toHaveAttribute('href', '/contact');
    up = true;
    await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(await screen.findByRole('heading', { name: 'Hello live' }, { timeout: 5000 })).toBeVisible();
    expect(screen.queryByRole('heading', { name: 'Partner with us' })).toBeNull();
  });

  it('beside the page it arrived with, a Retry that fails again gives the focus back to Retry', async () => {
    configureRemotes({}, { 'partners/Down': async () => Promise.reject(new Error('connection refused')) });
    keepPrerenderedPage('partners/Down', '<h1>Partner with us</h1>');
    const user = userEvent.setup();
    renderWithProviders(<RemoteModule id="partners/Down" />);
    const retry = await screen.findByRole('button', { name: 'Retry' }, { timeout: 5000 });
    retry.focus();
    await user.keyboard('{Enter}');
    await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus(), {
      timeout: 5000,
    });
    expect(screen.getByRole('heading', { level: 1, name: 'Partner with us' })).toBeVisible();
  });

  it('contains a render error to its own part of the page', async () => {
    configureRemotes({}, { 'pages/Broken': async () => ({ default: Broken }) });
    renderWithProviders(
      <>
        <p>Header stays</p>
        <RemoteModule id="pages/Broken" />
      </>,
    );
    expect(await screen.findByTestId('section-unavailable')).toBeVisible();
    expect(screen.getByText('Header stays')).toBeVisible();
  });

  it('can show a custom placeholder instead', async () => {
    configureRemotes({}, { 'gifts/Cards': async () => Promise.reject(new Error('down')) });
    renderWithProviders(
      <RemoteModule id="gifts/Cards" renderUnavailable={() => <p>Donation cards will be back soon</p>} />,
    );
    expect(await screen.findByText('Donation cards will be back soon', {}, { timeout: 5000 })).toBeVisible();
  });

  it('says why when a remote is not configured', async () => {
    configureRemotes({});
    renderWithProviders(<RemoteModule id="partners/CsrPage" />);
    expect(await screen.findByTestId('section-unavailable', {}, { timeout: 5000 })).toBeVisible();
    expect(console.error).toHaveBeenCalledWith(
      expect.stringContaining('partners/CsrPage'),
      expect.objectContaining({ message: expect.stringContaining('not in the runtime configuration') }),
      expect.anything(),
    );
  });
});
