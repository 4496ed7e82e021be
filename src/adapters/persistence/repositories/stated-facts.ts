import type { StatedFact } from '../../../domain/directory/company';
import { EDITABLE_COMPANY_FACTS, type EditableFact, type StatedFactRecord } from '../../../domain/directory/managed-companies.port';

/** The stored "stated by the company" marks as the profile lists them: in the facts' order, without values. */
export function statedFactsOf(stored: Partial<Record<EditableFact, StatedFactRecord>> | null): StatedFact[] {
  if (!stored) return [];
  return EDITABLE_COMPANY_FACTS.flatMap((field) => {
    const mark = stored[field];
    return mark ? [{ field, statedAt: mark.statedAt, sourceUrl: mark.sourceUrl }] : [];
  });
}
