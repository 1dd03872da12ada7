import { z } from 'zod/mini';

/** One run's INP and where its time went, as web-vitals' attribution build reports it. */
export interface InpRun {
  inpMs: number;
  interactionType?: 'pointer' | 'keyboard';
  /** A selector of the element the slowest interaction began on. */
  target?: string;
  /** From the input until its first event listener ran (the main thread was busy). */
  inputDelayMs: number;
  /** The event listeners themselves. */
  processingMs: number;
  /** From the last listener until the next frame was on screen (rendering, layout, paint). */
  presentationMs: number;
}

const duration = z.number().check(z.nonnegative());

/** What the page hands over: the fields of web-vitals' latest INP report (see inp-meter.ts). */
const pageReading = z.object({
  value: duration,
  interactionType: z.optional(z.enum(['pointer', 'keyboard'])),
  interactionTarget: z.optional(z.string()),
  inputDelay: duration,
  processingDuration: duration,
  presentationDelay: duration,
});

export type PageInpReading = z.infer<typeof pageReading>;

/** The page's reading, checked: null when web-vitals reported no interaction at all. */
export function parseInpReading(reading: unknown): InpRun {
  if (reading === null || reading === undefined)
    throw new Error('web-vitals reported no INP: the page saw no interaction');
  const result = pageReading.safeParse(reading);
  if (!result.success) throw new Error(`web-vitals' INP report is not as expected: ${result.error.message}`);
  const { value, interactionType, interactionTarget, inputDelay, processingDuration, presentationDelay } =
    result.data;
  return {
    inpMs: value,
    ...(interactionType ? { interactionType } : {}),
    // web-vitals leaves the selector empty when the element has left the page since.
    ...(interactionTarget ? { target: interactionTarget } : {}),
    inputDelayMs: inputDelay,
    processingMs: processingDuration,
    presentationMs: presentationDelay,
  };
}
