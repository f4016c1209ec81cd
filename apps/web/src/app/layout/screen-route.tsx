import { AUTH_ROUTES } from '@careledger/shared';
import { useSuspenseQuery } from '@tanstack/react-query';
import {
  Component,
  type ComponentType,
  type ErrorInfo,
  type LazyExoticComponent,
  lazy,
  type ReactNode,
  Suspense,
  startTransition,
  useEffect,
  useState,
} from 'react';
import { Navigate, useLocation } from 'react-router';
import type { ScreenHeadId } from '@/components/ui/screen-head';
import { firstScreenShown } from '@/lib/first-screen';
import { i18n } from '@/lib/i18n';
import { sessionQueryOptions } from '@/lib/session';
import { RouteError } from '../routes/route-error';
import { PageFallback } from './page-fallback';

/** A screen module in app/routes: its `Component` is the screen. */
interface ScreenModule {
  Component: ComponentType;
}

export interface ScreenDefinition {
  /** The screen's code and, fetched alongside it, its words: it never flashes keys or English. */
  component: () => LazyExoticComponent<ComponentType> | ComponentType;
  /** Starts fetching both (again on each visit is free: the module and the words are kept once fetched). */
  preload: () => void;
  /** The title and description the page shows while the screen loads (components/ui/screen-head). */
  head?: ScreenHeadId;
  /** Whether the screen needs a signed-in account (isPublicPath in packages/shared says the same). */
  needsSession: boolean;
  /** Whether its code is fetched on first visit (not part of the first download). */
  fetched: boolean;
}

interface ScreenOptions {
  /** Namespaces of the screen's words beside the first download's; the server's catalogue is MESSAGES_NAMESPACE. */
  text?: readonly string[];
  head?: ScreenHeadId;
  needsSession?: boolean;
}

/** A screen fetched on first visit: its own chunk and its text, in parallel. */
export function lazyScreen(
  load: () => Promise<ScreenModule>,
  { text = [], head, needsSession = false }: ScreenOptions = {},
): ScreenDefinition {
  let loading: Promise<{ default: ComponentType }> | undefined;
  const fetchScreen = () => {
    if (loading) return loading;
    // Asked for before main.tsx has started the translator, the words wait for it and come in its language.
    loading = Promise.all([load(), i18n.loadNamespaces(text)]).then(([module]) => ({
      default: module.Component,
    }));
    // A failed fetch (offline, a deploy replaced the chunk) is tried again on the next visit: React keeps a
    // lazy component's failure, so the next visit gets a new one.
    loading.catch(() => {
      loading = undefined;
      Screen = lazy(fetchScreen);
    });
    return loading;
  };
  let Screen = lazy(fetchScreen);
  return { component: () => Screen, preload: () => void fetchScreen(), head, needsSession, fetched: true };
}

/** A screen that is part of the first download (the landing page). */
export function bundledScreen(Screen: ComponentType): ScreenDefinition {
  return { component: () => Screen, preload: () => undefined, needsSession: false, fetched: false };
}

/**
 * Without a session, sign in first and come back. Checked as the screen is entered, like a router loader: a
 * screen that signs the account out navigates away itself, and a 401 reloads the page (lib/query-client).
 */
function RequireSession({ children }: { children: ReactNode }) {
  const { data: session } = useSuspenseQuery(sessionQueryOptions());
  const { pathname, search } = useLocation();
  const [hadSessionOnEntry] = useState(session !== null);
  if (hadSessionOnEntry) return children;
  return <Navigate replace to={`${AUTH_ROUTES.signIn}?next=${encodeURIComponent(pathname + search)}`} />;
}

let hasPainted = false;

/**
 * False until the page's first frame (the layout and the screen's head) is painted. The first screen's code is
 * asked for only then: on a slow link, fetched earlier it shares the bandwidth with the scripts that paint the
 * page, and the head and layout appear later for it. A screen in the first download (`waits` false) and every
 * screen after the first render at once, with no second render.
 */
function useFirstPaint(waits: boolean): boolean {
  const [painted, setPainted] = useState(hasPainted || !waits);
  useEffect(() => {
    if (painted) return;
    // The frame after this commit is painted before the task the timeout queues.
    const frame = requestAnimationFrame(() => {
      setTimeout(() => {
        hasPainted = true;
        startTransition(() => setPainted(true));
      }, 0);
    });
    return () => cancelAnimationFrame(frame);
  }, [painted]);
  return painted;
}

/** Says when the first screen is on the page (lib/first-screen): its effect runs once its boundary shows it. */
function ScreenShown() {
  useEffect(firstScreenShown, []);
  return null;
}

interface BoundaryState {
  error: unknown;
}

/** A screen that fails to load or render shows RouteError in the page; the header and the rest stay usable. */
export class ScreenErrorBoundary extends Component<{ children: ReactNode }, BoundaryState> {
  override state: BoundaryState = { error: null };

  static getDerivedStateFromError(error: unknown): BoundaryState {
    return { error };
  }

  override componentDidCatch(error: unknown, info: ErrorInfo) {
    console.error(error, info.componentStack);
  }

  override render() {
    return this.state.error === null ? this.props.children : <RouteError />;
  }
}

/**
 * One route's screen: while its code, words and session check are on their way, the page shows its head and a
 * spinner. Each route renders this with its own key, so moving to another screen shows that screen's head at
 * once rather than keeping the last screen on the page with nothing to say something is happening.
 */
export function ScreenRoute({ screen }: { screen: ScreenDefinition }) {
  const painted = useFirstPaint(screen.fetched);
  if (!painted) return <PageFallback head={screen.head} />;
  // Started during render, so the code and words are fetched while the session is checked, not after.
  screen.preload();
  const Screen = screen.component();
  return (
    <ScreenErrorBoundary>
      <Suspense fallback={<PageFallback head={screen.head} />}>
        {screen.needsSession ? (
          <RequireSession>
            <Screen />
          </RequireSession>
        ) : (
          <Screen />
        )}
        <ScreenShown />
      </Suspense>
    </ScreenErrorBoundary>
  );
}
