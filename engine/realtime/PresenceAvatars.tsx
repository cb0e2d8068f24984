import { useTranslation } from '../i18n/useTranslation';
import Avatar from '@mui/material/Avatar';
import AvatarGroup from '@mui/material/AvatarGroup';
import Stack from '@mui/material/Stack';
import Tooltip from '@mui/material/Tooltip';
import Typography from '@mui/material/Typography';
import { userInitials } from '../screens/userInitials';
import type { PresenceMember } from './realtimeClient';

function nameOf(member: PresenceMember): string {
  const name = member.info['name'];
  return typeof name === 'string' && name.trim() !== '' ? name : `#${member.id}`;
}

/** The other admins who have the same record open: their initials, and their names in words. */
export function PresenceAvatars({ members }: { members: readonly PresenceMember[] }) {
  const { t } = useTranslation();
  const names = members.map(nameOf);
  return (
    <Stack direction="row" spacing={1} sx={{ alignItems: 'center' }} data-testid="record-presence">
      {/* The names are said in words beside: the pictures are for the eye. */}
      <AvatarGroup aria-hidden max={5} sx={{ '& .MuiAvatar-root': { width: 28, height: 28, fontSize: 12 } }}>
        {members.map((member, index) => (
          <Tooltip key={member.id} title={names[index]}>
            <Avatar sx={{ bgcolor: 'secondary.main', color: 'secondary.contrastText' }}>{userInitials(names[index] ?? '')}</Avatar>
          </Tooltip>
        ))}
      </AvatarGroup>
      <Typography variant="body2" color="text.secondary">
        {t('live.alsoHere', { names: names.join(t('live.nameSeparator')) })}
      </Typography>
    </Stack>
  );
}
