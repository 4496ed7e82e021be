import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import { useEffect, useId, useRef, useState } from 'react';
import { ACCOUNT_MESSAGES, EMAIL_PATTERN } from '@domain/accounts/account-rules';
import { errorMessage } from '../../../lib/error-message';
import { useResendConfirmation } from '../api/resend-confirmation';

/**
 * "Send a new confirmation link" (docs/security.md#trust-and-safety-rules) wherever an applicant may land without one: after applying, at a
 * sign-in refused for an unconfirmed email, after an expired link. With `email` it is one button; without, it asks
 * for the address first. The server's answer is neutral and is announced (and focused) when it arrives.
 */
export function ResendConfirmation({
  email,
  label = 'Send a new confirmation link',
  returnTo = null,
}: {
  email?: string;
  label?: string;
  /** The page the new link's first sign-in returns to. */
  returnTo?: string | null;
}) {
  const { trigger, isMutating } = useResendConfirmation();
  const [typed, setTyped] = useState('');
  const [fieldError, setFieldError] = useState<string | null>(null);
  const [answer, setAnswer] = useState<{ severity: 'success' | 'error'; text: string } | null>(null);
  const answerRef = useRef<HTMLDivElement>(null);
  const fieldRef = useRef<HTMLInputElement>(null);
  const fieldId = useId();
  useEffect(() => {
    if (answer) answerRef.current?.focus();
  }, [answer]);

  async function send() {
    const address = (email ?? typed).trim();
    if (!EMAIL_PATTERN.test(address)) {
      setFieldError(ACCOUNT_MESSAGES.email);
      fieldRef.current?.focus();
      return;
    }
    setFieldError(null);
    try {
      const { message } = await trigger({ email: address, returnTo });
      setAnswer({ severity: 'success', text: message });
    } catch (error) {
      setAnswer({ severity: 'error', text: errorMessage(error, 'Could not send a new link. Please try again later.') });
    }
  }

  if (answer) {
    return (
      <Alert ref={answerRef} tabIndex={-1} severity={answer.severity} role={answer.severity === 'error' ? 'alert' : 'status'}>
        {answer.text}
      </Alert>
    );
  }
  return (
    <Box
      component="form"
      noValidate
      aria-label="Send a new confirmation link"
      onSubmit={(event) => {
        event.preventDefault();
        void send();
      }}
    >
      <Stack direction={{ xs: 'column', sm: 'row' }} spacing={1} sx={{ alignItems: { sm: 'flex-start' } }}>
        {email === undefined && (
          <TextField
            id={fieldId}
            inputRef={fieldRef}
            label="Email"
            type="email"
            size="small"
            autoComplete="email"
            value={typed}
            onChange={(event) => setTyped(event.target.value)}
            error={fieldError !== null}
            helperText={fieldError ?? undefined}
            required
            sx={{ flexGrow: 1 }}
          />
        )}
        <Button type="submit" variant="outlined" disabled={isMutating}>
          {isMutating ? 'Sending…' : label}
        </Button>
      </Stack>
    </Box>
  );
}
