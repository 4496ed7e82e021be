import Box from '@mui/material/Box';
import { useState } from 'react';

interface CompanyLogoProps {
  name: string;
  logoUrl: string | null;
  size?: number;
}

/**
 * The company's logo, or the text 'Logo' when there is none or the image fails to load
 * (docs/screens.md#screens). Remounted per URL by its parent's key so a new URL gets a fresh attempt.
 */
function LogoImage({ name, logoUrl, size }: { name: string; logoUrl: string; size: number }) {
  const [failed, setFailed] = useState(false);
  if (failed) return <LogoFallback size={size} />;
  return (
    <Box
      component="img"
      src={logoUrl}
      alt={`${name} logo`}
      loading="lazy"
      referrerPolicy="no-referrer"
      onError={() => setFailed(true)}
      sx={{ width: size, height: size, objectFit: 'contain', borderRadius: '8px', border: 1, borderColor: 'divider', bgcolor: 'common.white', p: 0.75, flexShrink: 0 }}
    />
  );
}

function LogoFallback({ size }: { size: number }) {
  return (
    <Box
      aria-hidden="true"
      sx={{
        width: size,
        height: size,
        flexShrink: 0,
        borderRadius: '8px',
        border: 1,
        borderColor: 'divider',
        bgcolor: 'grey.100',
        color: 'text.secondary',
        display: 'flex',
        alignItems: 'center',
        justifyContent: 'center',
        fontSize: size >= 64 ? '0.875rem' : '0.6875rem',
        fontWeight: 600,
      }}
    >
      Logo
    </Box>
  );
}

export function CompanyLogo({ name, logoUrl, size = 48 }: CompanyLogoProps) {
  if (!logoUrl) return <LogoFallback size={size} />;
  return <LogoImage key={logoUrl} name={name} logoUrl={logoUrl} size={size} />;
}
