import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * Moves the keyboard focus to the first field in error once a submit attempt ends with errors, whether the form's
 * rules or the server found them, so a screen-reader user hears the message. `fields` in the form's order; each
 * field's input has the id `field-<name>` (FormTextField).
 */
export function FocusFirstError({ fields }: { fields: readonly string[] }) {
  const { submitCount, isSubmitting, errors } = useFormikContext<Record<string, unknown>>();
  const handled = useRef(0);
  useEffect(() => {
    if (isSubmitting || submitCount === handled.current) return;
    const first = fields.find((name) => errors[name]);
    if (!first) return;
    handled.current = submitCount;
    document.getElementById(`field-${first}`)?.focus();
  }, [submitCount, isSubmitting, errors, fields]);
  return null;
}
