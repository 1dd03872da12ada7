import { loadRemoteModuleWithRetry, type RemoteModuleId } from '@temple/shared/core';
import {
  Component,
  type ComponentType,
  createContext,
  type ErrorInfo,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useContext,
  useMemo,
  useState,
} from 'react';
import { PageLoader } from './page-loader';
import { keptPrerenderedPage, PrerenderedPageCopy } from './prerendered-page-copy';
import { SectionUnavailable, useFocusAfterRetry } from './section-unavailable';

// biome-ignore lint/suspicious/noExplicitAny: a remote module's props are its own business.
type AnyComponent = ComponentType<any>;

/** A module's component: its default export, or the module itself when it is one. */
export function componentOf(moduleId: string, loaded: unknown): AnyComponent {
  const component =
    typeof loaded === 'function' ? loaded : (loaded as { default?: AnyComponent } | undefined)?.default;
  if (typeof component !== 'function') throw new Error(`${moduleId} has no default export`);
  return component as AnyComponent;
}

const loadedComponents = new Map<RemoteModuleId, AnyComponent>();
const loadingComponents = new Map<RemoteModuleId, Promise<AnyComponent>>();

/**
 * Loads a module's component once; after that it renders without suspending (no loader
 * flash over a page that is already on screen, drawn from its prerendered HTML).
 */
export function loadRemoteComponent(moduleId: RemoteModuleId): Promise<AnyComponent> {
  let loading = loadingComponents.get(moduleId);
  if (!loading) {
    loading = loadRemoteModuleWithRetry(moduleId).then((loaded) => {
      const component = componentOf(moduleId, loaded);
      loadedComponents.set(moduleId, component);
      return component;
    });
    // A failure is not kept: the next load (Retry) starts afresh.
    loading.catch(() => loadingComponents.delete(moduleId));
    loadingComponents.set(moduleId, loading);
  }
  return loading;
}

const lazyModules = new Map<RemoteModuleId, LazyExoticComponent<AnyComponent>>();

/** One lazy component per module, kept across visits so a page seen once shows at once. */
function lazyModule(moduleId: RemoteModuleId): LazyExoticComponent<AnyComponent> {
  let cached = lazyModules.get(moduleId);
  if (!cached) {
    // A failure stays cached until the visitor presses Retry: dropping it here would make
    // a navigation (a React transition) re-suspend on a fresh load forever.
    cached = lazy(async () => ({ default: await loadRemoteComponent(moduleId) }));
    lazyModules.set(moduleId, cached);
  }
  return cached;
}

/**
 * Set while a page is prerendered to HTML at build time: a remote module is not part of
 * its host's HTML, so it renders as whatever marks its place (the remote's own HTML goes there).
 */
export const PrerenderSlotContext = createContext<((moduleId: RemoteModuleId) => ReactNode) | null>(null);

interface BoundaryProps {
  moduleId: RemoteModuleId;
  renderUnavailable: (retry: () => void) => ReactNode;
  onRetry: () => void;
  children: ReactNode;
}

/** Contains a remote's load or render failure to its own part of the page. */
class RemoteBoundary extends Component<BoundaryProps, { failed: boolean }> {
  override state = { failed: false };

  static getDerivedStateFromError() {
    return { failed: true };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(`[federation] ${this.props.moduleId} failed`, error, info.componentStack);
  }

  override render() {
    if (!this.state.failed) return this.props.children;
    return this.props.renderUnavailable(() => {
      lazyModules.delete(this.props.moduleId);
      this.props.onRetry();
    });
  }
}

export interface RemoteModuleProps {
  /** A remote's federation name and one of its exposed modules, as "gallery/GalleryPage". */
  id: RemoteModuleId;
  /** Props for the remote component. */
  props?: Record<string, unknown>;
  /** Shown while the code loads. */
  fallback?: ReactNode;
  /** Shown when it cannot load; gets a retry function. Defaults to the unavailable panel. */
  renderUnavailable?: (retry: () => void) => ReactNode;
}

/** The unavailable panel, beside the page's prerendered HTML when it arrived with it. */
function Unavailable({
  id,
  onRetry,
  retried,
}: {
  id: RemoteModuleId;
  onRetry: () => void;
  retried: boolean;
}) {
  const html = keptPrerenderedPage(id);
  return html === undefined ? (
    <SectionUnavailable onRetry={onRetry} takeFocus={retried} />
  ) : (
    <PrerenderedPageCopy html={html} onRetry={onRetry} takeFocus={retried} />
  );
}

/** Renders a module exposed by a remote, with a loader, failure isolation and Retry. */
export function RemoteModule({ id, props, fallback = <PageLoader />, renderUnavailable }: RemoteModuleProps) {
  const [attempt, setAttempt] = useState(0);
  const retryBox = useFocusAfterRetry<HTMLDivElement>(attempt);
  const prerenderSlot = useContext(PrerenderSlotContext);
  // Chosen once per module and attempt: a component type that changed between renders would remount the page.
  const Loaded = useMemo(() => loadedComponents.get(id) ?? lazyModule(id), [id, attempt]);
  if (prerenderSlot) return prerenderSlot(id);
  const retried = attempt > 0;
  const content = (
    <RemoteBoundary
      key={`${id}#${attempt}`}
      moduleId={id}
      onRetry={() => setAttempt((count) => count + 1)}
      renderUnavailable={
        renderUnavailable ?? ((retry) => <Unavailable id={id} onRetry={retry} retried={retried} />)
      }
    >
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    </RemoteBoundary>
  );
  // After a Retry the module is drawn in a box that can hold the focus (see useFocusAfterRetry).
  return retried ? (
    <div ref={retryBox} tabIndex={-1} className="mantine-focus-never">
      {content}
    </div>
  ) : (
    content
  );
}
