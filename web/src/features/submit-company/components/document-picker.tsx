import AttachFileIcon from '@mui/icons-material/AttachFile';
import CloseIcon from '@mui/icons-material/Close';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import Stack from '@mui/material/Stack';
import Typography from '@mui/material/Typography';
import { useId, useRef } from 'react';
import { DOCUMENT_MAX_BYTES, SUBMISSION_MESSAGES } from '@domain/company-submissions/submission-rules';

/** What the picker suggests; the server decides by the file's content, this only narrows the dialog. */
const ACCEPT = '.pdf,.jpg,.jpeg,.png,application/pdf,image/jpeg,image/png';

/**
 * The picker's own check before anything is sent: only the size, with the server's message. The type is
 * the server's to judge, by content (a file name proves nothing either way).
 */
export function documentProblem(file: File): string | null {
  return file.size > DOCUMENT_MAX_BYTES ? SUBMISSION_MESSAGES.documentTooLarge : null;
}

const formatSize = (bytes: number) => (bytes >= 1024 * 1024 ? `${(bytes / (1024 * 1024)).toFixed(1)} MB` : `${Math.max(1, Math.round(bytes / 1024))} KB`);

interface DocumentPickerProps {
  file: File | null;
  error: string | null;
  onChange: (file: File | null) => void;
  disabled?: boolean;
}

/** The optional verification document of the Submit Company form (docs/data-model.md: PDF/JPG/PNG up to 10MB). */
export function DocumentPicker({ file, error, onChange, disabled }: DocumentPickerProps) {
  const input = useRef<HTMLInputElement>(null);
  const hintId = useId();
  return (
    <Box>
      <Typography variant="subtitle2" component="p" sx={{ mb: 0.5 }}>
        Verification Document (optional)
      </Typography>
      <Typography id={hintId} variant="body2" sx={{ color: error ? 'error.main' : 'text.secondary', mb: 1.5 }} role={error ? 'alert' : undefined}>
        {error ?? 'A document that shows your connection to the company, such as a business card or registration certificate. PDF, JPG or PNG up to 10MB.'}
      </Typography>
      <Stack direction="row" spacing={1.5} sx={{ alignItems: 'center', flexWrap: 'wrap' }}>
        {/* A real button that opens the (hidden) file input: a <label> styled as a button would carry a button
            role it cannot honour (no keyboard activation), which axe flags. */}
        <Button variant="outlined" startIcon={<AttachFileIcon />} disabled={disabled} aria-describedby={hintId} onClick={() => input.current?.click()}>
          {file ? 'Choose Another File' : 'Choose File'}
        </Button>
        <input
          ref={input}
          type="file"
          hidden
          tabIndex={-1}
          accept={ACCEPT}
          aria-label="Verification Document (optional)"
          onChange={(event) => {
            onChange(event.target.files?.[0] ?? null);
            // Lets the same file be chosen again after a removal.
            event.target.value = '';
          }}
        />
        {file && (
          <Stack direction="row" spacing={0.5} sx={{ alignItems: 'center', minWidth: 0 }}>
            <Typography variant="body2" sx={{ overflowWrap: 'anywhere' }}>
              {file.name} ({formatSize(file.size)})
            </Typography>
            <IconButton size="small" aria-label={`Remove ${file.name}`} onClick={() => onChange(null)} disabled={disabled}>
              <CloseIcon fontSize="small" />
            </IconButton>
          </Stack>
        )}
      </Stack>
    </Box>
  );
}
