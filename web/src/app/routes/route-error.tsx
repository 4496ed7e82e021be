import Alert from '@mui/material/Alert';
import AlertTitle from '@mui/material/AlertTitle';
import Button from '@mui/material/Button';
import Container from '@mui/material/Container';
import { isRouteErrorResponse, useRouteError } from 'react-router';
import { NotFoundPage } from './not-found-page';

/**
 * Last-resort message: a render error or a page chunk that failed to load (typically after a new deployment
 * replaced the old chunks). Reloading fetches the current build.
 */
export function RouteError({ error }: { error: unknown }) {
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

/**
 * Every page route's ErrorBoundary: the Not Found page for a 404 its loader threw (an unknown company), else
 * RouteError. It replaces the page only: the layout stays, and the next navigation clears it.
 */
export function PageErrorBoundary() {
  const error = useRouteError();
  return isRouteErrorResponse(error) && error.status === 404 ? <NotFoundPage /> : <RouteError error={error} />;
}
