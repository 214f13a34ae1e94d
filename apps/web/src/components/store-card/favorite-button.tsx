import IconButton from '@mui/material/IconButton';
import FavoriteIcon from '@mui/icons-material/Favorite';
import FavoriteBorderIcon from '@mui/icons-material/FavoriteBorder';
import { useState } from 'react';
import { useAuth } from '../../lib/auth';
import { useFavoriteIds, useToggleFavorite } from '../../lib/favorites';
import { useToast } from '../../lib/toast';
import { LazySignInPrompt } from '../dialogs/lazy-sign-in-prompt';

/** Signed-in users toggle; anonymous visitors and guests get the sign-in prompt. */
export function FavoriteButton({ storeId }: { storeId: string }) {
  const { user } = useAuth();
  const toast = useToast();
  const favorites = useFavoriteIds();
  const toggle = useToggleFavorite();
  const [prompt, setPrompt] = useState(false);
  const favorited = Boolean(user && favorites.data?.has(storeId));
  const label = favorited ? 'Remove from favorites' : 'Add to favorites';

  const onClick = () => {
    if (!user) {
      setPrompt(true);
      return;
    }
    toggle.mutate(
      { storeId, favorited },
      {
        onSuccess: (nowFavorited) => toast(nowFavorited ? 'Added to favorites!' : 'Removed from favorites!'),
        onError: (error) =>
          toast({
            title: favorited ? 'Failed to remove from favorites' : 'Failed to add to favorites',
            description: error.message,
            variant: 'error',
          }),
      },
    );
  };

  return (
    <>
      <IconButton aria-label={label} aria-pressed={favorited} onClick={onClick} disabled={toggle.isPending} color={favorited ? 'error' : 'default'}>
        {favorited ? <FavoriteIcon /> : <FavoriteBorderIcon />}
      </IconButton>
      <LazySignInPrompt open={prompt} onClose={() => setPrompt(false)} />
    </>
  );
}
