import { Box, Typography } from '@mui/material';
import { profileRows, type Perfil } from './perfil';

/** The account data as label/value pairs. */
export function ProfileDetails({ perfil }: { perfil: Perfil }) {
  return (
    <Box component="dl" sx={{ display: 'grid', gridTemplateColumns: { xs: '1fr', sm: '220px 1fr' }, columnGap: 2, rowGap: 1, m: 0 }}>
      {profileRows(perfil).map((row) => (
        <Box key={row.label} sx={{ display: 'contents' }}>
          <Typography component="dt" color="text.secondary" sx={{ fontWeight: 500 }}>
            {row.label}
          </Typography>
          <Typography component="dd" sx={{ m: 0, wordBreak: 'break-word' }}>
            {row.value}
          </Typography>
        </Box>
      ))}
    </Box>
  );
}
