import { describe, expect, it } from 'vitest';
import { parseInpReading } from './inp-reading';

describe('parseInpReading', () => {
  it("turns web-vitals' report into one run's figures", () => {
    expect(
      parseInpReading({
        value: 184,
        interactionType: 'pointer',
        interactionTarget: '#mantine-r7h',
        inputDelay: 9.1,
        processingDuration: 126.8,
        presentationDelay: 48.1,
      }),
    ).toEqual({
      inpMs: 184,
      interactionType: 'pointer',
      target: '#mantine-r7h',
      inputDelayMs: 9.1,
      processingMs: 126.8,
      presentationMs: 48.1,
    });
  });

  it('leaves out a target the page no longer holds and an interaction type web-vitals did not see', () => {
    expect(
      parseInpReading({
        value: 32,
        interactionTarget: '',
        inputDelay: 1.8,
        processingDuration: 19.5,
        presentationDelay: 10.7,
      }),
    ).toEqual({ inpMs: 32, inputDelayMs: 1.8, processingMs: 19.5, presentationMs: 10.7 });
  });

  it('fails when the page saw no interaction or reports something else', () => {
    expect(() => parseInpReading(null)).toThrow('web-vitals reported no INP: the page saw no interaction');
    expect(() =>
      parseInpReading({ value: -1, inputDelay: 0, processingDuration: 0, presentationDelay: 0 }),
    ).toThrow(/not as expected/);
    expect(() =>
      parseInpReading({
        value: 40,
        interactionType: 'scroll',
        inputDelay: 0,
        processingDuration: 0,
        presentationDelay: 0,
      }),
    ).toThrow(/not as expected/);
  });
});
