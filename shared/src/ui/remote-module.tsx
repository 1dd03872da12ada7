import { loadRemoteModuleWithRetry, type RemoteModuleId } from '@temple/shared/core';
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  useState,
} from 'react';
import { PageLoader } from './page-loader';
import { SectionUnavailable } from './section-unavailable';

// biome-ignore lint/suspicious/noExplicitAny: a remote module's props are its own business.
type AnyComponent = ComponentType<any>;

const lazyModules = new Map<RemoteModuleId, LazyExoticComponent<AnyComponent>>();

/** One lazy component per module, kept across visits so a page seen once shows at once. */
function lazyModule(moduleId: RemoteModuleId): LazyExoticComponent<AnyComponent> {
  let cached = lazyModules.get(moduleId);
  if (!cached) {
    // A failure stays cached until the visitor presses Retry: dropping it here would make
    // a navigation (a React transition) re-suspend on a fresh load forever.
    cached = lazy(async () => {
      const loaded = await loadRemoteModuleWithRetry<{ default?: AnyComponent } | AnyComponent>(moduleId);
      const component = typeof loaded === 'function' ? loaded : loaded.default;
      if (!component) throw new Error(`${moduleId} has no default export`);
      return { default: component };
    });
    lazyModules.set(moduleId, cached);
  }
  return cached;
}

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
  /** e.g. "mfe_media/MediaPage". */
  id: RemoteModuleId;
  /** Props for the remote component. */
  props?: Record<string, unknown>;
  /** Shown while the code loads. */
  fallback?: ReactNode;
  /** Shown when it cannot load; gets a retry function. Defaults to the unavailable panel. */
  renderUnavailable?: (retry: () => void) => ReactNode;
}

/** Renders a module exposed by a remote, with a loader, failure isolation and Retry. */
export function RemoteModule({ id, props, fallback = <PageLoader />, renderUnavailable }: RemoteModuleProps) {
  const [attempt, setAttempt] = useState(0);
  const Loaded = lazyModule(id);
  return (
    <RemoteBoundary
      key={`${id}#${attempt}`}
      moduleId={id}
      onRetry={() => setAttempt((count) => count + 1)}
      renderUnavailable={renderUnavailable ?? ((retry) => <SectionUnavailable onRetry={retry} />)}
    >
      <Suspense fallback={fallback}>
        <Loaded {...props} />
      </Suspense>
    </RemoteBoundary>
  );
}
