import { useFormikContext } from 'formik';
import { useEffect, useRef } from 'react';

/**
 * Inside a Formik form: after a submit the checks refused, moves keyboard focus to the first invalid field
 * (WCAG 3.3.1), so a keyboard or screen-reader user lands on what to fix instead of on the disabled button.
 * Fields mark themselves `aria-invalid` (MUI does, from `error`); the first one in the page's order wins.
 */
export function FocusFirstError({ formRef }: { formRef?: React.RefObject<HTMLElement | null> } = {}) {
  const { submitCount, isValid, isSubmitting } = useFormikContext();
  const handled = useRef(0);
  useEffect(() => {
    if (submitCount === handled.current || isSubmitting || isValid) return;
    handled.current = submitCount;
    // After the render that shows the errors.
    requestAnimationFrame(() => {
      const scope: ParentNode = formRef?.current ?? document;
      const field = scope.querySelector<HTMLElement>('[aria-invalid="true"]');
      field?.focus();
    });
  }, [submitCount, isValid, isSubmitting, formRef]);
  return null;
}
