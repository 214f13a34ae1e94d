import IconButton from '@mui/material/IconButton';
import OutlinedFlagIcon from '@mui/icons-material/OutlinedFlag';
import { lazy, Suspense, useState } from 'react';
import type { ModeratedItemType } from '@snap/domain';
import { LazySignInPrompt } from '../../../components/dialogs/lazy-sign-in-prompt';
import { useAuth } from '../../../lib/auth';
import { flagSignInAction, flagTitle } from '../utils/store-texts';

const FlagContentDialog = lazy(() =>
  import('./dialogs/flag-content-dialog').then((m) => ({ default: m.FlagContentDialog })),
);

/** Flags a review, tip or photo for moderators; signed-out visitors are asked to sign in first. The
 * dialog's code loads only when it opens. */
export function FlagButton({ itemType, itemId }: { itemType: ModeratedItemType; itemId: string }) {
  const { user } = useAuth();
  const [open, setOpen] = useState(false);
  return (
    <>
      <IconButton
        size="small"
        aria-label={flagTitle(itemType)}
        onClick={() => setOpen(true)}
        sx={{ alignSelf: 'flex-start' }}
      >
        <OutlinedFlagIcon fontSize="small" />
      </IconButton>
      {open && user && (
        <Suspense fallback={null}>
          <FlagContentDialog
            open
            onClose={() => setOpen(false)}
            itemType={itemType}
            itemId={itemId}
          />
        </Suspense>
      )}
      <LazySignInPrompt
        open={open && !user}
        onClose={() => setOpen(false)}
        action={flagSignInAction(itemType)}
      />
    </>
  );
}
