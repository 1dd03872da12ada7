import { fireEvent, screen } from '@testing-library/react';
import { renderWithProviders } from '../testing';
import { Button } from '../ui/base';
import { focusableDisabled } from './focusable-disabled';

describe('a button disabled while it keeps the focus', () => {
  it('keeps the focus, says it is disabled, and sends nothing', () => {
    const submitted = vi.fn((event: Event) => event.preventDefault());
    renderWithProviders(
      <form onSubmit={(event) => submitted(event.nativeEvent)}>
        <Button type="submit" {...focusableDisabled(true)}>
          Processing...
        </Button>
      </form>,
    );
    const button = screen.getByRole('button', { name: 'Processing...' });
    button.focus();
    fireEvent.click(button);
    expect(button).toHaveFocus();
    expect(button).not.toBeDisabled();
    expect(button).toHaveAttribute('aria-disabled', 'true');
    expect(button).toHaveAttribute('data-disabled', 'true');
    expect(submitted).not.toHaveBeenCalled();
  });

  it('is a plain button when enabled', () => {
    const clicked = vi.fn();
    renderWithProviders(
      <Button onClick={clicked} {...focusableDisabled(false)}>
        Retry
      </Button>,
    );
    fireEvent.click(screen.getByRole('button', { name: 'Retry' }));
    expect(clicked).toHaveBeenCalledOnce();
    expect(screen.getByRole('button', { name: 'Retry' })).not.toHaveAttribute('aria-disabled');
  });
});
