import '@testing-library/jest-dom/vitest';
import { act, render, screen } from '@testing-library/react';
import { useRef, useState } from 'react';
import { focusFirstInvalid } from './focus-first-invalid';

/** Two fields in screen order, the second listed first among the errors. */
function Form() {
  const form = useRef<HTMLFormElement>(null);
  const [errors, setErrors] = useState<Record<string, string>>({});
  const check = () => {
    const found = { email: 'Email is required', name: 'Name is required' };
    setErrors(found);
    focusFirstInvalid(form.current, found);
  };
  return (
    <form ref={form}>
      {['name', 'email'].map((path) => (
        <div key={path}>
          <input
            aria-label={path}
            data-path={path}
            aria-invalid={errors[path] ? true : undefined}
            aria-describedby={errors[path] ? `${path}-error` : undefined}
          />
          {errors[path] && <p id={`${path}-error`}>{errors[path]}</p>}
        </div>
      ))}
      <button type="button" onClick={check}>
        Check
      </button>
    </form>
  );
}

describe('focusing the first field in error', () => {
  beforeEach(() => vi.useFakeTimers());
  afterEach(() => vi.useRealTimers());

  it('focuses the first in the order shown, once its message is drawn', async () => {
    render(<Form />);
    const described: (string | null)[] = [];
    screen.getByLabelText('name').addEventListener('focus', (event) => {
      described.push((event.target as HTMLElement).getAttribute('aria-describedby'));
    });
    act(() => screen.getByRole('button', { name: 'Check' }).click());
    expect(screen.getByLabelText('name')).not.toHaveFocus();
    await act(() => vi.runAllTimersAsync());
    expect(screen.getByLabelText('name')).toHaveFocus();
    expect(screen.getByLabelText('name')).toHaveAccessibleDescription('Name is required');
    expect(described).toEqual(['name-error']);
  });

  it('leaves the focus where it is when no field carries an error', async () => {
    render(<Form />);
    const button = screen.getByRole('button', { name: 'Check' });
    button.focus();
    focusFirstInvalid(button.closest('form'), { phone: 'Phone is required' });
    await act(() => vi.runAllTimersAsync());
    expect(button).toHaveFocus();
  });
});
