import Box from '@mui/material/Box';

/** The BioVetted mark: a check in a rounded teal square. Decorative; the word carries the name. */
export function BrandMark({ size = 32 }: { size?: number }) {
  return (
    <Box component="svg" viewBox="0 0 32 32" aria-hidden="true" focusable="false" sx={{ width: size, height: size, flexShrink: 0, display: 'block' }}>
      <rect width="32" height="32" rx="8" fill="currentColor" />
      <path d="M9 16.5l4.5 4.5L23 11.5" fill="none" stroke="#fff" strokeWidth="3" strokeLinecap="round" strokeLinejoin="round" />
    </Box>
  );
}
