import { act, cleanup, screen } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { renderWithProviders, watchIntersections } from '../testing';
import { deferredSection, loadDeferredSections } from './deferred-section';

function Form({ label }: { label: string }) {
  return <button type="button">{label}</button>;
}

/** A section's code that arrives when the test says so. */
function controlledLoad() {
  const pending: Array<{ resolve: (component: typeof Form) => void; reject: (error: Error) => void }> = [];
  const load = vi.fn(() => new Promise<typeof Form>((resolve, reject) => pending.push({ resolve, reject })));
  return { load, pending };
}

/** The next frame and the browser's idle time, when the test says they come. */
function idleCallbacks() {
  const frames: Array<() => void> = [];
  const idle: Array<() => void> = [];
  vi.stubGlobal('requestAnimationFrame', (callback: () => void) => frames.push(callback));
  vi.stubGlobal('cancelAnimationFrame', () => {});
  vi.stubGlobal('requestIdleCallback', (callback: () => void) => idle.push(callback));
  vi.stubGlobal('cancelIdleCallback', () => {});
  return () =>
    act(() => {
      for (const callback of frames.splice(0)) callback();
      for (const callback of idle.splice(0)) callback();
    });
}

/** The element with the focus: a part of the page, not its body, where the focus falls when what had it goes. */
function focusedPart(): Element | null {
  expect(document.activeElement).not.toBe(document.body);
  return document.activeElement;
}

afterEach(() => {
  cleanup();
  vi.unstubAllGlobals();
});

it('keeps the prerendered HTML, readable with its controls inert, until the browser is idle, then draws the live section', async () => {
  const idle = idleCallbacks();
  const { load, pending } = controlledLoad();
  const DeferredForm = deferredSection('donation-form-a', load);
  // The page as the server sent it, on screen until the live app's first render replaces it.
  const container = document.body.appendChild(document.createElement('div'));
  container.innerHTML =
    '<div data-deferred-section="donation-form-a"><h2>Book an Amrit Bhog</h2><input inert readonly aria-label="Full name"></div>';

  renderWithProviders(<DeferredForm label="Contribute ₹21,000" />, { container });
  // The heading stays in the accessibility tree; only the control takes no input yet.
  expect(screen.getByRole('heading', { name: 'Book an Amrit Bhog' }).closest('[inert]')).toBeNull();
  expect(screen.getByLabelText('Full name')).toHaveAttribute('inert');
  expect(load).not.toHaveBeenCalled();

  idle();
  expect(load).toHaveBeenCalledTimes(1);
  await act(async () => pending[0]?.resolve(Form));
  expect(screen.getByRole('button', { name: 'Contribute ₹21,000' })).toBeInTheDocument();
  expect(screen.queryByRole('heading', { name: 'Book an Amrit Bhog' })).not.toBeInTheDocument();
});

it('shows a loader on a page drawn live, and loads once that page has painted', async () => {
  const idle = idleCallbacks();
  const { load, pending } = controlledLoad();
  const DeferredForm = deferredSection('donation-form-b', load);

  renderWithProviders(<DeferredForm label="Send Enquiry" />);
  expect(screen.getByRole('status')).toBeInTheDocument();
  expect(load).not.toHaveBeenCalled();
  idle();
  expect(load).toHaveBeenCalledTimes(1);
  await act(async () => pending[0]?.resolve(Form));
  expect(screen.getByRole('button', { name: 'Send Enquiry' })).toBeInTheDocument();
});

it('says so when the code cannot be loaded, and Retry loads it again', async () => {
  const idle = idleCallbacks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const { load, pending } = controlledLoad();
  const DeferredForm = deferredSection('donation-form-c', load);

  renderWithProviders(<DeferredForm label="Contribute" />);
  idle();
  await act(async () => pending[0]?.reject(new Error('connection refused')));
  expect(screen.getByText('This section is temporarily unavailable')).toBeInTheDocument();

  await userEvent.click(screen.getByRole('button', { name: 'Retry' }));
  expect(load).toHaveBeenCalledTimes(2);
  await act(async () => pending[1]?.resolve(Form));
  expect(screen.getByRole('button', { name: 'Contribute' })).toBeInTheDocument();
});

it('is drawn whole at once once its code is loaded (prerendering loads every section first)', async () => {
  const DeferredForm = deferredSection('donation-form-d', async () => Form);
  await loadDeferredSections();

  renderWithProviders(<DeferredForm label="Offer a Shila" />);
  expect(screen.getByRole('button', { name: 'Offer a Shila' })).toBeInTheDocument();
});

it('shows what it is given meanwhile on a page drawn live (nothing, for a closed dialog)', async () => {
  const idle = idleCallbacks();
  const { load, pending } = controlledLoad();
  const DeferredViewer = deferredSection('media-viewer-e', load, { whileLoading: null });

  const { container } = renderWithProviders(<DeferredViewer label="Close" />);
  expect(screen.queryByRole('status')).not.toBeInTheDocument();
  expect(container.querySelector('[data-deferred-section="media-viewer-e"]')?.childElementCount).toBe(0);
  idle();
  await act(async () => pending[0]?.resolve(Form));
  expect(screen.getByRole('button', { name: 'Close' })).toBeInTheDocument();
});

it('far down the page, fetches its code only once it comes near the viewport', async () => {
  const idle = idleCallbacks();
  const sections = watchIntersections();
  const { load, pending } = controlledLoad();
  const DeferredFaq = deferredSection('faq-f', load, { whenNear: true });

  renderWithProviders(<DeferredFaq label="Show all questions" />);
  idle();
  expect(load).not.toHaveBeenCalled();
  expect(sections.watched()).toHaveLength(1);

  sections.scrollNear();
  idle();
  expect(load).toHaveBeenCalledTimes(1);
  await act(async () => pending[0]?.resolve(Form));
  expect(screen.getByRole('button', { name: 'Show all questions' })).toBeInTheDocument();
  expect(sections.watched()).toHaveLength(0);
});

it('far down the page, fetches its code as soon as the visitor uses the keyboard', async () => {
  const idle = idleCallbacks();
  watchIntersections();
  const { load, pending } = controlledLoad();
  const DeferredForm = deferredSection('enquiry-form-g', load, { whenNear: true });

  renderWithProviders(<DeferredForm label="Submit Enquiry" />);
  idle();
  expect(load).not.toHaveBeenCalled();

  await userEvent.keyboard('{Tab}');
  idle();
  expect(load).toHaveBeenCalledTimes(1);
  await act(async () => pending[0]?.resolve(Form));
  expect(screen.getByRole('button', { name: 'Submit Enquiry' })).toBeInTheDocument();
});

it('keeps the focus in the section through Retry: on it while its code loads, on Retry again when that fails too, then on the section', async () => {
  const idle = idleCallbacks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const { load, pending } = controlledLoad();
  const DeferredForm = deferredSection('donation-form-h', load);
  const user = userEvent.setup();

  renderWithProviders(<DeferredForm label="Contribute" />);
  idle();
  await act(async () => pending[0]?.reject(new Error('connection refused')));
  screen.getByRole('button', { name: 'Retry' }).focus();
  await user.keyboard('{Enter}');
  expect(focusedPart()).toContainElement(screen.getByRole('status'));

  await act(async () => pending[1]?.reject(new Error('connection refused')));
  expect(screen.getByRole('button', { name: 'Retry' })).toHaveFocus();

  await user.keyboard('{Enter}');
  await act(async () => pending[2]?.resolve(Form));
  expect(focusedPart()).toContainElement(screen.getByRole('button', { name: 'Contribute' }));
});

it('leaves the focus where the visitor has moved it while the section was loading again', async () => {
  const idle = idleCallbacks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const { load, pending } = controlledLoad();
  const DeferredForm = deferredSection('donation-form-i', load);
  const user = userEvent.setup();

  renderWithProviders(
    <>
      <a href="/contact">Contact us</a>
      <DeferredForm label="Contribute" />
    </>,
  );
  idle();
  await act(async () => pending[0]?.reject(new Error('connection refused')));
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  screen.getByRole('link', { name: 'Contact us' }).focus();

  await act(async () => pending[1]?.reject(new Error('connection refused')));
  expect(screen.getByRole('link', { name: 'Contact us' })).toHaveFocus();
});

it('after a Retry, says that a dialog section that draws nothing meanwhile is loading, and holds the focus there', async () => {
  const idle = idleCallbacks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const { load, pending } = controlledLoad();
  const DeferredViewer = deferredSection('media-viewer-j', load, { whileLoading: null });
  const user = userEvent.setup();

  renderWithProviders(<DeferredViewer label="Close" />);
  idle();
  await act(async () => pending[0]?.reject(new Error('connection refused')));
  await user.click(screen.getByRole('button', { name: 'Retry' }));
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
  expect(focusedPart()).toContainElement(screen.getByRole('status'));
});

it("after a Retry, shows a loader instead of a form's look-alike, which would take typing the live form then drops", async () => {
  const idle = idleCallbacks();
  vi.spyOn(console, 'error').mockImplementation(() => {});
  const { load, pending } = controlledLoad();
  const DeferredForm = deferredSection('seva-form-k', load, {
    whileLoading: ({ label }) => <input aria-label={label} />,
  });
  const user = userEvent.setup();

  renderWithProviders(<DeferredForm label="Full name" />);
  expect(screen.getByRole('textbox', { name: 'Full name' })).toBeInTheDocument();
  idle();
  await act(async () => pending[0]?.reject(new Error('connection refused')));
  await user.click(screen.getByRole('button', { name: 'Retry' }));

  expect(screen.queryByRole('textbox')).toBeNull();
  expect(screen.getByRole('status')).toHaveTextContent('Loading');
});
