import { Trans, useLingui } from '@lingui/react/macro';
import Alert from '@mui/material/Alert';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import Card from '@mui/material/Card';
import CardContent from '@mui/material/CardContent';
import Stack from '@mui/material/Stack';
import TextField from '@mui/material/TextField';
import Typography from '@mui/material/Typography';
import { useState, type FormEvent } from 'react';
import { TIP_LIMITS, validateTip } from '@snap/domain';
import { LazySignInPrompt } from '../../../components/dialogs/lazy-sign-in-prompt';
import { useAuth } from '../../../lib/auth';
import { useToast } from '../../../lib/toast';
import { useCreateTip, useStoreTips } from '../api/store-tips';
import { shortDate } from '../utils/dates';
import { storeText } from '../utils/store-texts';
import { FlagButton } from './flag-button';

/** Short tips from shoppers, newest first, and a 1-500 character form (not for a store that left
 * USDA's list: `canWrite` false). */
export function CommunityTips({
  storeId,
  canWrite = true,
}: {
  storeId: string;
  canWrite?: boolean;
}) {
  const { user } = useAuth();
  const { t } = useLingui();
  const toast = useToast();
  const tips = useStoreTips(storeId);
  const create = useCreateTip(storeId);
  const [text, setText] = useState('');
  const [error, setError] = useState<string | null>(null);
  const [prompt, setPrompt] = useState(false);
  const { length } = text;
  const max = TIP_LIMITS.textMax;

  const submit = (event: FormEvent) => {
    event.preventDefault();
    if (!user) {
      setPrompt(true);
      return;
    }
    const { value, errors } = validateTip(text);
    if (errors.length > 0) {
      setError(errors.map(storeText).join(', '));
      return;
    }
    create.mutate(value, {
      onSuccess: () => {
        setText('');
        setError(null);
        toast(t`Tip shared. Thank you!`);
      },
      onError: (failure) =>
        toast({ title: t`Failed to share tip`, description: failure.message, variant: 'error' }),
    });
  };

  return (
    <Card variant="outlined" component="section" aria-labelledby="community-tips-title">
      <CardContent>
        <Typography id="community-tips-title" component="h2" variant="h6" gutterBottom>
          <Trans>Community Tips</Trans>
        </Typography>
        {canWrite && (
          <Box
            component="form"
            onSubmit={submit}
            noValidate
            sx={{ display: 'flex', flexDirection: 'column', gap: 1, mb: 2 }}
          >
            <TextField
              label={t`Share a tip about this store`}
              multiline
              minRows={2}
              value={text}
              onChange={(event) => {
                setText(event.target.value);
                setError(null);
              }}
              error={Boolean(error)}
              helperText={error ?? t`${length}/${max} characters`}
              slotProps={{ htmlInput: { maxLength: TIP_LIMITS.textMax } }}
            />
            <Button
              type="submit"
              variant="outlined"
              disabled={create.isPending}
              sx={{ alignSelf: 'flex-start' }}
            >
              {create.isPending ? t`Sharing...` : t`Share Tip`}
            </Button>
          </Box>
        )}
        {tips.isError ? (
          <Alert severity="error">
            <Trans>Error loading tips. Please try again later.</Trans>
          </Alert>
        ) : tips.data?.length === 0 ? (
          <Typography color="text.secondary">
            <Trans>No tips yet.</Trans>
          </Typography>
        ) : (
          <Stack
            component="ul"
            spacing={1.5}
            sx={{ listStyle: 'none', p: 0, m: 0 }}
            aria-label={t`Community tips`}
          >
            {tips.data?.map((tip) => (
              <Box
                component="li"
                key={tip.id}
                sx={{ borderLeft: 3, borderColor: 'divider', pl: 1.5, display: 'flex', gap: 1 }}
              >
                <Box sx={{ minWidth: 0, flexGrow: 1 }}>
                  <Typography variant="body2" sx={{ wordBreak: 'break-word' }}>
                    {tip.comment_text}
                  </Typography>
                  <Typography
                    variant="caption"
                    color="text.secondary"
                  >{`${tip.user_name} · ${shortDate(tip.created_at)}`}</Typography>
                </Box>
                <FlagButton itemType="tip" itemId={tip.id} />
              </Box>
            ))}
          </Stack>
        )}
      </CardContent>
      <LazySignInPrompt open={prompt} onClose={() => setPrompt(false)} action={t`share a tip`} />
    </Card>
  );
}
