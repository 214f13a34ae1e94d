import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Chip from '@mui/material/Chip';
import LinearProgress from '@mui/material/LinearProgress';
import Typography from '@mui/material/Typography';
import { badgeProgress, POINTS_MESSAGES } from '@snap/domain';
import { badgeDescription, badgeName as badgeNameOf } from '../utils/badge-texts';
import { profileDomainText } from '../utils/profile-messages';

export interface BadgeCardData {
  id: string;
  name: string;
  description: string;
  icon: string;
  contributionsRequired: number;
}

/** One badge of the catalog with the user's progress; 'Almost there!' from 80% until it is earned. */
export function BadgeCard({
  badge,
  contributions,
  earnedAt,
}: {
  badge: BadgeCardData;
  contributions: number;
  earnedAt?: string | null;
}) {
  const { t } = useLingui();
  const progress = badgeProgress(contributions, badge.contributionsRequired);
  const { current, required } = progress;
  const badgeName = badgeNameOf(badge);
  const earned = progress.earned || Boolean(earnedAt);
  const titleId = `badge-${badge.id}-name`;
  return (
    <Card
      variant="outlined"
      component="article"
      aria-labelledby={titleId}
      sx={{ height: '100%', borderColor: earned ? 'success.main' : 'divider' }}
    >
      <CardContent>
        <Box sx={{ display: 'flex', gap: 1, alignItems: 'center', mb: 1 }}>
          <Box
            component="span"
            aria-hidden
            sx={{ fontSize: 28, lineHeight: 1, filter: earned ? 'none' : 'grayscale(1)' }}
          >
            {badge.icon}
          </Box>
          <Typography id={titleId} component="h4" variant="subtitle1" sx={{ fontWeight: 600 }}>
            {badgeName}
          </Typography>
        </Box>
        <Typography variant="body2" color="text.secondary" sx={{ mb: 1 }}>
          {badgeDescription(badge)}
        </Typography>
        {earned ? (
          <Chip
            size="small"
            label={t`Earned`}
            sx={{ bgcolor: 'success.main', color: 'success.contrastText' }}
          />
        ) : (
          <>
            <LinearProgress
              variant="determinate"
              value={Math.round(progress.ratio * 100)}
              aria-label={t`${badgeName} progress`}
              sx={{ mb: 0.5 }}
            />
            <Typography variant="caption">{t`${current} / ${required} contributions`}</Typography>
            {progress.almostThere && (
              <Typography
                variant="caption"
                component="p"
                sx={{ color: 'warning.dark', fontWeight: 600 }}
              >
                {profileDomainText(POINTS_MESSAGES.almostThere)}
              </Typography>
            )}
          </>
        )}
      </CardContent>
    </Card>
  );
}
