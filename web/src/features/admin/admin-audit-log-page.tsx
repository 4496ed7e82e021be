import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Typography from '@mui/material/Typography';
import { useId } from 'react';
import type { AuditLogEntry } from '../../api/types';
import { useAdminPages } from './api/admin-queue';
import { AUDIT_LOG, listAuditLog } from './api/management';
import { AdminPage } from './components/admin-page';
import { AdminList } from './components/admin-list';

const SUBJECTS: Record<string, string> = {
  user: 'Application',
  verification_request: 'Verification request',
  review: 'Review',
  vendor_account: 'Vendor claim',
  company_submission: 'Company submission',
  company: 'Company',
  review_response: 'Vendor response',
};

const VERBS: Record<string, string> = {
  approved: 'approved',
  rejected: 'rejected',
  merged: 'merged into a listed company',
  edited: 'edited',
  unlisted: 'unlisted',
  relisted: 'listed again',
  unpublished: 'unpublished',
  republished: 'published again',
  suspended: 'suspended',
  reinstated: 'reinstated',
  plan_changed: 'plan changed',
  role_changed: 'role changed',
};

const dateTime = (iso: string) => new Date(iso).toLocaleString('en-US', { dateStyle: 'medium', timeStyle: 'short' });

/** The fields an edit changed, "Name: Old → New", one per line. */
function changedFields(details: Record<string, unknown> | null): string[] {
  if (!details) return [];
  return Object.entries(details).map(([field, value]) => {
    if (value && typeof value === 'object' && 'from' in value && 'to' in value) {
      const { from, to } = value as { from: unknown; to: unknown };
      return `${field}: ${JSON.stringify(from)} → ${JSON.stringify(to)}`;
    }
    return `${field}: ${typeof value === 'string' ? value : JSON.stringify(value)}`;
  });
}

function Entry({ entry }: { entry: AuditLogEntry }) {
  const titleId = useId();
  const lines = changedFields(entry.details);
  return (
    <Card component="article" aria-labelledby={titleId} data-testid="audit-entry">
      <CardContent>
        <Typography id={titleId} component="h2" variant="subtitle1" sx={{ fontWeight: 600 }}>
          {SUBJECTS[entry.subjectType] ?? entry.subjectType} {entry.subjectLabel ? `“${entry.subjectLabel}” ` : ''}
          {VERBS[entry.verb] ?? entry.verb}
        </Typography>
        <Typography variant="body2" sx={{ color: 'text.secondary' }}>
          {dateTime(entry.createdAt)} by {entry.actorEmail ?? 'a deleted account'}
        </Typography>
        {entry.notes && (
          <Typography variant="body2" sx={{ mt: 1 }}>
            Notes: {entry.notes}
          </Typography>
        )}
        {lines.length > 0 && (
          <Box component="ul" sx={{ m: 0, mt: 1, pl: 2.5 }}>
            {lines.map((line) => (
              <Typography key={line} component="li" variant="body2" sx={{ overflowWrap: 'anywhere' }}>
                {line}
              </Typography>
            ))}
          </Box>
        )}
      </CardContent>
    </Card>
  );
}

function AuditLog() {
  const pages = useAdminPages(AUDIT_LOG, listAuditLog);
  return (
    <AdminList
      pages={pages}
      loading="Loading the audit log"
      empty="No admin action yet."
      loadFailed="Could not load the audit log."
      render={(entry) => <Entry key={entry.id} entry={entry} />}
    />
  );
}

/** /admin/audit-log (docs/administration.md): who decided or changed what, when, newest first. */
export function AdminAuditLogPage() {
  return (
    <AdminPage title="Audit Log" description="Every moderation decision and every change to a company: who, what and when.">
      <AuditLog />
    </AdminPage>
  );
}
