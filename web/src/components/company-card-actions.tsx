import Checkbox from '@mui/material/Checkbox';
import FormControlLabel from '@mui/material/FormControlLabel';
import { ShortlistToggle } from './shortlist-toggle';

interface ShortlistAndCompareProps {
  company: { id: string; name: string };
  /** Whether the company is among the companies picked for comparison. */
  picked: boolean;
  /** True once the comparison is full, so only picked companies can be taken out. */
  compareFull: boolean;
  onCompareToggle: () => void;
}

/** A company card's actions in a list (directory, shortlist): keep it on the shortlist, pick it for comparison. */
export function ShortlistAndCompare({ company, picked, compareFull, onCompareToggle }: ShortlistAndCompareProps) {
  return (
    <>
      <ShortlistToggle companyId={company.id} companyName={company.name} />
      <FormControlLabel
        label="Compare"
        control={
          <Checkbox
            size="small"
            checked={picked}
            disabled={compareFull && !picked}
            onChange={onCompareToggle}
            slotProps={{ input: { 'aria-label': `Compare ${company.name}` } }}
          />
        }
        sx={{ mr: 0 }}
      />
    </>
  );
}
