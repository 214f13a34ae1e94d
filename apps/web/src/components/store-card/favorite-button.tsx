import { t } from '@lingui/core/macro';
import Button from '@mui/material/Button';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { useState } from 'react';
import { useAuth } from '../../lib/auth';
import { useFavoriteIds, useToggleFavorite } from '../../lib/favorites';
import { useToast } from '../../lib/toast';
import { LazySignInPrompt } from '../dialogs/lazy-sign-in-prompt';
import { HintTooltip } from '../feedback/hint-tooltip';
import { CardIcon } from './card-icons';

/** The favorites labels (product rule "Fixed labels"): the icon says what a press does, the button says the state. */
export const FAVORITE_LABELS = {
  get iconAdd() {
    return t`Add to favorites`;
  },
  get iconRemove() {
    return t`Remove from favorites`;
  },
  get buttonAdd() {
    return t`Add to Favorites`;
  },
  get buttonFavorited() {
    return t`Favorited`;
  },
} as const;

/** Signed-in users toggle; anonymous visitors and guests get the sign-in prompt. Cards show the icon
 * (with its label as a tooltip); the store page shows the labelled button. */
export function FavoriteButton({
  storeId,
  variant = 'icon',
}: {
  storeId: string;
  variant?: 'icon' | 'button';
}) {
  const { user } = useAuth();
  const toast = useToast();
  const favorites = useFavoriteIds();
  const toggle = useToggleFavorite();
  const [prompt, setPrompt] = useState(false);
  const favorited = Boolean(user && favorites.data?.has(storeId));
  const label = favorited ? FAVORITE_LABELS.iconRemove : FAVORITE_LABELS.iconAdd;

  const onClick = () => {
    if (!user) {
      setPrompt(true);
      return;
    }
    toggle.mutate(
      { storeId, favorited },
      {
        onSuccess: (nowFavorited) =>
          toast(nowFavorited ? t`Added to favorites!` : t`Removed from favorites!`),
        onError: (error) =>
          toast({
            title: favorited ? t`Failed to remove from favorites` : t`Failed to add to favorites`,
            description: error.message,
            variant: 'error',
          }),
      },
    );
  };

  return (
    <>
      {variant === 'button' ? (
        <Button
          variant={favorited ? 'contained' : 'outlined'}
          color={favorited ? 'error' : 'primary'}
          aria-pressed={favorited}
          onClick={onClick}
          disabled={toggle.isPending}
          startIcon={favorited ? <FavoriteIcon /> : <FavoriteBorderIcon />}
          sx={{ whiteSpace: 'nowrap' }}
        >
          {favorited ? FAVORITE_LABELS.buttonFavorited : FAVORITE_LABELS.buttonAdd}
        </Button>
      ) : (
        <HintTooltip title={label}>
          {/* The span keeps the tooltip working while the button is disabled during a toggle. */}
          <span>
            {/* Plain markup with the card's classes (store-card-styles.tsx): every card has one. */}
            <button
              type="button"
              className="sc-icon-button"
              aria-label={label}
              aria-pressed={favorited}
              onClick={onClick}
              disabled={toggle.isPending}
            >
              <CardIcon name={favorited ? 'favorite' : 'favoriteBorder'} />
            </button>
          </span>
        </HintTooltip>
      )}
      <LazySignInPrompt open={prompt} onClose={() => setPrompt(false)} />
    </>
  );
}
