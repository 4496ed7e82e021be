import { startTransition, StrictMode } from 'react';
import { hydrateRoot } from 'react-dom/client';
import { HydratedRouter } from 'react-router/dom';

// The first render takes over the server's HTML inside a transition, so React yields to the browser while it
// hydrates instead of blocking input for the whole page. Router updates are not transitions: a page whose code
// is still loading shows the loading bar in its place, where a transition would keep the previous page on
// screen under the new address with no sign that anything is happening.
startTransition(() => {
  hydrateRoot(
    document,
    <StrictMode>
      <HydratedRouter useTransitions={false} />
    </StrictMode>,
  );
});
