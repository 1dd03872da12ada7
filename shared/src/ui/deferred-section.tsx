import { type ComponentType, type ReactNode, startTransition, useCallback, useEffect, useState } from 'react';
import { PageLoader } from './page-loader';
import { SectionUnavailable, useFocusAfterRetry } from './section-unavailable';
import { useNearViewport } from './use-near-viewport';
import { whenIdle } from './when-idle';

type SectionModule<P> = () => Promise<ComponentType<P>>;

/** Every deferred section's loader, so that prerendering can draw the sections whole. */
const sectionLoaders = new Set<() => Promise<unknown>>();

/** Loads the code of every deferred section defined so far (prerendering, before it draws). */
export async function loadDeferredSections(): Promise<void> {
  await Promise.all([...sectionLoaders].map((load) => load()));
}

/**
 * Runs code that the page can do without for now once the browser has painted the next
 * frame and has a moment, within a second at the latest; returns what cancels it (an
 * effect's cleanup). Called as a page goes live, that is after its first live paint.
 */
function afterNextFrameWhenIdle(callback: () => void): () => void {
  let cancel = () => {};
  const frame = window.requestAnimationFrame(() => {
    cancel = whenIdle(callback, { timeoutMs: 1000, fallbackMs: 200 });
  });
  cancel = () => window.cancelAnimationFrame(frame);
  return () => cancel();
}

/** How close to the viewport a section far down the page has to come before its code is fetched: a screen's height. */
const NEAR_VIEWPORT_MARGIN = '100% 0px';

/**
 * True once the visitor has pressed a key (while `watch`ed): Tab skips inert controls, so
 * a keyboard visitor must find a section far down the page live when focus gets there.
 */
function useKeyboardUsed(watch: boolean): boolean {
  const [used, setUsed] = useState(false);
  useEffect(() => {
    if (!watch || used) return;
    const onKeyDown = () => setUsed(true);
    window.addEventListener('keydown', onKeyDown);
    return () => window.removeEventListener('keydown', onKeyDown);
  }, [watch, used]);
  return used;
}

/**
 * A part of a page that its first screen does not need (a form further down), with its
 * code in a chunk of its own, fetched once the page has gone live and painted. On a page
 * sent prerendered, the section's HTML stays in place as it was (readable, its controls
 * inert) until that code has arrived; a page drawn live shows a loader there meanwhile.
 * `name` marks the section in the page, so it must be unique on it.
 */
export function deferredSection<P extends object>(
  name: string,
  load: SectionModule<P>,
  {
    whileLoading = <PageLoader compact />,
    whenNear = false,
  }: {
    /**
     * Shown on a page drawn live until the code is there: a node (a closed dialog:
     * nothing), or drawn from the section's props (what the section will show at first).
     * After a Retry, the loader.
     */
    whileLoading?: ReactNode | ((props: P) => ReactNode);
    /**
     * Far down the page: fetched only once the section comes within a screen's height of
     * the viewport, or the visitor uses the keyboard, so a visitor who never goes there
     * never pays for it. The section is then a box of its own (it needs one to be seen
     * coming).
     */
    whenNear?: boolean;
  } = {},
): ComponentType<P> {
  let loaded: ComponentType<P> | undefined;
  let loading: Promise<ComponentType<P>> | undefined;
  const loadOnce = () => {
    loading ??= load().then(
      (component) => {
        loaded = component;
        return component;
      },
      (error: unknown) => {
        loading = undefined;
        throw error;
      },
    );
    return loading;
  };
  sectionLoaders.add(loadOnce);

  function DeferredSection(props: P) {
    // Read while the prerendered page is still on screen: the first live render replaces it.
    const [prerendered] = useState(() =>
      loaded || typeof document === 'undefined'
        ? undefined
        : document.querySelector(`[data-deferred-section="${name}"]`)?.innerHTML,
    );
    const [state, setState] = useState<{ Section?: ComponentType<P>; failed?: boolean }>({ Section: loaded });
    const start = useCallback(() => {
      setState({});
      loadOnce().then(
        // As a transition, like the page's first render: drawing a form yields to the browser every few ms.
        (Section) => startTransition(() => setState({ Section })),
        () => setState({ failed: true }),
      );
    }, []);
    const [retries, setRetries] = useState(0);
    const retry = useCallback(() => {
      setRetries((count) => count + 1);
      start();
    }, [start]);
    const { Section, failed } = state;
    const drawn = Section !== undefined;
    const box = useFocusAfterRetry<HTMLDivElement>(retries);
    const waitingToBeNear = whenNear && !drawn;
    const near = useNearViewport(box, { rootMargin: NEAR_VIEWPORT_MARGIN, watch: waitingToBeNear });
    const keyboardUsed = useKeyboardUsed(waitingToBeNear);
    const due = near || keyboardUsed;
    useEffect(() => {
      if (!drawn && due) return afterNextFrameWhenIdle(start);
    }, [drawn, due, start]);

    const retried = retries > 0;
    return (
      <div
        ref={box}
        data-deferred-section={name}
        // After a Retry it holds the focus (see useFocusAfterRetry): a box of its own, which display: contents is not.
        {...(retried && { tabIndex: -1, className: 'mantine-focus-never' })}
        style={whenNear || retried ? undefined : { display: 'contents' }}
      >
        {Section ? (
          <Section {...props} />
        ) : failed ? (
          <SectionUnavailable compact onRetry={retry} takeFocus={retried} />
        ) : prerendered !== undefined ? (
          // The server's own HTML for this section, as it was on screen: readable, its controls inert.
          <div style={{ display: 'contents' }} dangerouslySetInnerHTML={{ __html: prerendered }} />
        ) : retried ? (
          // Asked for again by the visitor, a loader says it is coming: a closed dialog's nothing would not, and a
          // form's look-alike would take typing that its live form then drops.
          <PageLoader compact />
        ) : typeof whileLoading === 'function' ? (
          whileLoading(props)
        ) : (
          whileLoading
        )}
      </div>
    );
  }
  DeferredSection.displayName = `DeferredSection(${name})`;
  return DeferredSection;
}
