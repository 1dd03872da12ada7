import { render, screen } from '@testing-library/react';
import { useRef } from 'react';
import { useReturnFocusOnClose } from './use-return-focus-on-close';

/** A page with a button and a dialog (drawn as a text field) that comes and goes with `opened`. */
function Page({ opened, namedOpener = false }: { opened: boolean; namedOpener?: boolean }) {
  const playButton = useRef<HTMLButtonElement>(null);
  useReturnFocusOnClose(opened, namedOpener ? playButton : undefined);
  return (
    <main tabIndex={-1} aria-label="Page">
      <button type="button" ref={playButton}>
        Play video
      </button>
      <button type="button">Contribute Now</button>
      {opened && <input aria-label="Full name" />}
    </main>
  );
}

it('gives the focus back to what had it when the dialog opened', async () => {
  const { rerender } = render(<Page opened={false} />);
  const contribute = screen.getByRole('button', { name: 'Contribute Now' });
  contribute.focus();
  rerender(<Page opened />);
  screen.getByLabelText('Full name').focus();

  rerender(<Page opened={false} />);
  await vi.waitFor(() => expect(contribute).toHaveFocus());
});

it('gives it to the opener it is given, even when a click left the focus elsewhere', async () => {
  const { rerender } = render(<Page opened={false} namedOpener />);
  screen.getByRole('button', { name: 'Contribute Now' }).focus();
  rerender(<Page opened namedOpener />);
  screen.getByLabelText('Full name').focus();

  rerender(<Page opened={false} namedOpener />);
  await vi.waitFor(() => expect(screen.getByRole('button', { name: 'Play video' })).toHaveFocus());
});

it('gives it to the page itself when the dialog opened with nothing focused (opened by the address)', async () => {
  const { rerender } = render(<Page opened />);
  expect(document.activeElement).toBe(document.body);
  screen.getByLabelText('Full name').focus();

  rerender(<Page opened={false} />);
  await vi.waitFor(() => expect(screen.getByRole('main', { name: 'Page' })).toHaveFocus());
});

it('gives it to the page itself when what opened the dialog has left the page', async () => {
  const { rerender } = render(<Page opened={false} />);
  const contribute = screen.getByRole('button', { name: 'Contribute Now' });
  contribute.focus();
  rerender(<Page opened />);
  contribute.remove();

  rerender(<Page opened={false} />);
  await vi.waitFor(() => expect(screen.getByRole('main', { name: 'Page' })).toHaveFocus());
});

it('leaves the focus alone while the dialog stays closed', async () => {
  const { rerender } = render(<Page opened={false} />);
  const contribute = screen.getByRole('button', { name: 'Contribute Now' });
  contribute.focus();
  rerender(<Page opened={false} />);
  await new Promise((resolve) => setTimeout(resolve, 10));
  expect(contribute).toHaveFocus();
});
