// 'Masivo de temas' on a course's detail (10F6CF17): the bulk page of topics (#/tema/masivo).
import PlaylistAddIcon from '@mui/icons-material/PlaylistAdd';
import { useCanAccess } from 'react-admin';
import { resourcePaths } from '../../core/engine/paths';
import { LinkButton } from '../../src/shell/LinkButton';
import temas from '../temas/schema';

export function TopicsBulkLink() {
  const { canAccess } = useCanAccess({ resource: temas.name, action: 'bulk' });
  return canAccess === true ? <LinkButton to={resourcePaths(temas).bulk} label="Masivo de temas" icon={<PlaylistAddIcon />} /> : null;
}
