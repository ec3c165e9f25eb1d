/**
 * A component that is a chunk of its own, for parts only some games or some moments draw (the quiz panel, the card
 * zoom, WordARound's ring cards in apps/web): out of the match page's first load, fetched on first draw or ahead with
 * `load()`. Unlike React.lazy, a component whose chunk has already arrived draws at once, from its first drawing:
 * React.lazy suspends once per component even then (its promise settles a tick later), so a board drawn after a
 * `load()` would still show the fallback for a frame, and a screenshot could catch either.
 */
import { use, type ComponentType, type ReactNode } from 'react';

export interface OnDemand<P> {
  /** Fetches the chunk ahead; resolves once it is here (a failed fetch is tried again by the next call or drawing). */
  load: () => Promise<void>;
  /** The component: drawn at once when the chunk is here, else suspends to the nearest Suspense until it is. */
  Component: (props: P) => ReactNode;
}

export function onDemand<P extends object>(fetch: () => Promise<ComponentType<P>>): OnDemand<P> {
  let loading: Promise<ComponentType<P>> | undefined;
  const get = (): Promise<ComponentType<P>> => {
    if (!loading) {
      const p: Promise<ComponentType<P>> = fetch().then(
        (c) => {
          // Marked as React marks a promise it has seen settle (`status`, `value`): `use` then reads it at once,
          // so a component drawn after a `load()` never suspends.
          Object.assign(p, { status: 'fulfilled', value: c });
          return c;
        },
        (e: unknown) => {
          loading = undefined; // tried again by the next call or drawing
          throw e;
        },
      );
      loading = p;
    }
    return loading;
  };
  function Component(props: P) {
    const Loaded = use(get());
    return <Loaded {...props} />;
  }
  return { load: () => get().then(() => undefined), Component };
}
