// What a detail or edit page shows instead of its record when the record cannot be read (issue 25
// point 5): another sede's record opened by its URL says 'No tiene permiso para ver este registro.' in
// place, with the way back, rather than returning silently to the list.
import { Alert, Box } from '@mui/material';
import { useContext } from 'react';
import { EditContext, ShowContext } from 'react-admin';
import { recordReadProblem } from '../../dataProvider';
import { LinkButton } from '../shell/LinkButton';
import ListIcon from '@mui/icons-material/List';

export function RecordUnavailable({ listPath }: { listPath: string }) {
  // Inside a detail or an edit page: whichever of the two holds the read's error.
  const show = useContext(ShowContext);
  const edit = useContext(EditContext);
  const error: unknown = show?.error ?? edit?.error;
  return (
    <Box sx={{ p: 2 }}>
      <Alert severity="warning" sx={{ mb: 2 }}>
        {recordReadProblem(error)}
      </Alert>
      <LinkButton to={listPath} label="Volver a la lista" icon={<ListIcon />} />
    </Box>
  );
}
