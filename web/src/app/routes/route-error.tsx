import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { ErrorBoundary, type FallbackProps } from 'react-error-boundary';
import { useLocation } from 'react-router-dom';

/**
 * Last-resort message: a render error or a page chunk that failed to load (typically after a new deployment
 * replaced the old chunks). Reloading fetches the current build.
 */
export function RouteError({ error }: Pick<FallbackProps, 'error'>) {
  const message = error instanceof Error ? error.message : 'Unexpected error';
  return (
    <Container maxWidth="sm" sx={{ py: 10 }}>
      <Alert
        severity="error"
        action={
          <Button color="inherit" size="small" onClick={() => window.location.reload()}>
            Reload
          </Button>
        }
      >
        <AlertTitle>Something went wrong</AlertTitle>
        {message}
      </Alert>
    </Container>
  );
}

/** Shows RouteError in place of `children` when they throw, until the visitor goes to another address. */
export function RouteErrorBoundary({ children }: { children: ReactNode }) {
  const { key } = useLocation();
  return (
    <ErrorBoundary FallbackComponent={RouteError} resetKeys={[key]}>
      {children}
    </ErrorBoundary>
  );
}
