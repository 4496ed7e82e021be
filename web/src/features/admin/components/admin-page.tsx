import Container from '@mui/material/Container';
import type { ReactNode } from 'react';
import { RequireAdmin } from '../../../components/require-admin';
import { useDocumentTitle } from '../../../lib/use-document-title';
import { AdminPageHeader } from './admin-nav';

/**
 * The frame of an admin management page (companies, members, reviews, audit log): its title in the tab and the heading,
 * what it is for, the admin navigation, and the content only for a signed-in admin.
 */
export function AdminPage({ title, description, children }: { title: string; description: string; children: ReactNode }) {
  useDocumentTitle(title);
  return (
    <Container maxWidth="lg" sx={{ py: { xs: 4, md: 6 } }}>
      <RequireAdmin>
        {() => (
          <>
            <AdminPageHeader title={title} description={description} />
            {children}
          </>
        )}
      </RequireAdmin>
    </Container>
  );
}
