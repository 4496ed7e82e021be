import { COMPANY_TYPES, COMPANY_TYPE_LABELS, type CompanyType } from '@domain/directory/taxonomy';
import type { SelectOption } from './select-field';

/** The service-type select of the landing search and the directory: All Services, then each type. */
export const COMPANY_TYPE_OPTIONS: readonly SelectOption<CompanyType | ''>[] = [
  { value: '', label: 'All Services' },
  ...COMPANY_TYPES.map((type) => ({ value: type, label: COMPANY_TYPE_LABELS[type] })),
];
