import { renderWithProviders } from '@temple/shared/testing';
import { screen, within } from '@testing-library/react';
import userEvent from '@testing-library/user-event';
import { RemoteUnavailableNote } from './remote-unavailable-note';

describe('remote unavailable note', () => {
  it('announces itself, leads to the donation hub, and offers Retry', async () => {
    const user = userEvent.setup();
    const retry = vi.fn();
    renderWithProviders(
      <RemoteUnavailableNote message="The list of contributors cannot be shown right now." onRetry={retry} />,
    );
    const note = screen.getByRole('alert');
    expect(note).toHaveTextContent('The list of contributors cannot be shown right now.');
    expect(within(note).getByRole('link', { name: 'Go to Mandir Nirman Seva' })).toHaveAttribute(
      'href',
      '/mandir-nirman-seva',
    );
    await user.click(within(note).getByRole('button', { name: 'Retry' }));
    expect(retry).toHaveBeenCalledTimes(1);
  });
});
