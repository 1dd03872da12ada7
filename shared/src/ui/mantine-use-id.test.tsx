import { useId } from '@mantine/hooks';
import { render, screen } from '@testing-library/react';
import { useRef } from 'react';

/**
 * Guards the patch in patches/@mantine__hooks: Mantine's ids are React's own, fixed from the
 * first render. Without it, every component with an id renders a second time right after
 * mounting (a random id set from a layout effect), a blocking re-render of every input.
 */
describe('Mantine useId (patched)', () => {
  it('renders once with a stable id', () => {
    const ids: string[] = [];
    function Probe() {
      const renders = useRef(0);
      renders.current += 1;
      const id = useId();
      ids.push(id);
      return <span data-testid="probe" data-renders={renders.current} id={id} />;
    }
    render(<Probe />);
    expect(screen.getByTestId('probe').dataset.renders).toBe('1');
    expect(new Set(ids).size).toBe(1);
    expect(ids[0]).toMatch(/^mantine-/);
  });

  it('keeps a given id', () => {
    function Probe() {
      return <span data-testid="probe" id={useId('given')} />;
    }
    render(<Probe />);
    expect(screen.getByTestId('probe').id).toBe('given');
  });
});
