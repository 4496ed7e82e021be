import MenuItem from '@mui/material/MenuItem';
import { COMPANY_TYPES, COMPANY_TYPE_LABELS } from '@domain/directory/taxonomy';
import { FormTextField } from './form-text-field';

/** A required select of the four company types (CRO, CMO, CDMO, Integrated CRO-CDMO) bound to a Formik field. */
export function CompanyTypeField({ name, label, required = true }: { name: string; label: string; required?: boolean }) {
  return (
    <FormTextField name={name} label={label} select required={required}>
      {COMPANY_TYPES.map((type) => (
        <MenuItem key={type} value={type}>
          {COMPANY_TYPE_LABELS[type]}
        </MenuItem>
      ))}
    </FormTextField>
  );
}
