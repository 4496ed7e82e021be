import { use, type ComponentType, type ReactPromise } from 'react';

/** A component whose code is in a chunk of its own; `load()` fetches it (once) ahead of the first render. */
export type LazyComponent<Props> = ComponentType<Props> & { load: () => Promise<ComponentType<Props>> };

/**
 * A promise that says how it ended (`status`, then `value` or `reason`): React's `use` reads these, and
 * returns the value at once, without suspending, once the promise has resolved (React's ReactPromise).
 */
type TrackedPromise<T> = Promise<T> & ReactPromise<T>;

/**
 * Like React.lazy, with two differences the server's prerender and hydration need:
 * - once `load()` has resolved, the component renders at once (React.lazy suspends on its first render
 *   even then), so a prerender that loaded the code first renders the part in full;
 * - `load()` can be called ahead of rendering, so the browser can load a prerendered page's code before it
 *   hydrates the page.
 * Until the code is in, it suspends (the nearest Suspense boundary shows its fallback, or keeps the
 * server's markup while hydrating). A chunk that fails to load throws to the nearest error boundary, and
 * stays failed until the page is reloaded: its file is typically gone after a new deployment, so fetching it
 * again cannot help, and retrying on every render kept the page suspended instead of showing the error.
 */
export function lazyComponent<Props extends object>(load: () => Promise<ComponentType<Props>>): LazyComponent<Props> {
  let loading: TrackedPromise<ComponentType<Props>> | undefined;
  const loadOnce = () => {
    if (!loading) {
      const promise = Object.assign(load(), { status: 'pending' }) as TrackedPromise<ComponentType<Props>>;
      promise.then(
        (component) => Object.assign(promise, { status: 'fulfilled', value: component }),
        (error: unknown) => Object.assign(promise, { status: 'rejected', reason: error }),
      );
      loading = promise;
    }
    return loading;
  };
  function Lazy(props: Props) {
    const Component = use(loadOnce());
    return <Component {...props} />;
  }
  return Object.assign(Lazy, { load: loadOnce });
}
