import { Trans, useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import CircularProgress from '@mui/material/CircularProgress';
import IconButton from '@mui/material/IconButton';
import Typography from '@mui/material/Typography';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import { useState } from 'react';
import { CAROUSEL_SIZES, wrapIndex } from '../utils/carousel';
import { stockPhotoFor } from '../utils/stock-photo';
import { FlagButton } from './flag-button';
import { storeTypeName } from '../../../components/store-types/store-type-names';

export interface CarouselPhoto {
  id: string;
  heroUrl: string;
  thumbUrl: string;
  /** A member's photo (not the provider's): it can be flagged for moderators. */
  flaggable?: boolean;
  /** The member's own upload whose sizes are still being made: a placeholder until it is ready. */
  processing?: boolean;
}

/** Where a photo still processing would be: the same size, saying so. */
function ProcessingPlaceholder({ label, compact = false }: { label?: string; compact?: boolean }) {
  return (
    <Box
      role={label ? 'img' : undefined}
      aria-label={label}
      sx={{
        display: 'flex',
        flexDirection: 'column',
        alignItems: 'center',
        justifyContent: 'center',
        gap: 1,
        width: '100%',
        height: '100%',
        bgcolor: 'grey.100',
        color: 'text.secondary',
      }}
    >
      <CircularProgress size={compact ? 16 : 32} aria-hidden />
      {!compact && (
        <Typography variant="body2">
          <Trans>Processing your photo…</Trans>
        </Typography>
      )}
    </Box>
  );
}

interface Props {
  photos: CarouselPhoto[];
  storeName: string;
  storeType: string;
}

/** Store photos with wraparound paging and thumbnails; without photos, a stock photo by name and type. */
export function PhotoCarousel({ photos, storeName, storeType }: Props) {
  const { t } = useLingui();
  const [index, setIndex] = useState(0);
  if (photos.length === 0) {
    // No photo yet: a stock photo bundled with the product, chosen by the store's name and type.
    const stock = stockPhotoFor(storeName, storeType);
    const typeName = storeTypeName(storeType);
    return (
      <Box
        component="img"
        src={stock.url}
        alt={t`${typeName}: ${storeName}`}
        data-stock-photo={stock.kind}
        // The store page's largest paint: asked for before the scripts the page also loads.
        fetchPriority="high"
        width={CAROUSEL_SIZES.hero.width}
        height={CAROUSEL_SIZES.hero.height}
        sx={{
          display: 'block',
          width: '100%',
          height: { xs: 140, md: 220 },
          objectFit: 'cover',
          borderRadius: 1,
          bgcolor: 'grey.100',
        }}
      />
    );
  }
  const current = wrapIndex(index, photos.length);
  const photo = photos[current];
  const go = (step: number) => setIndex((value) => wrapIndex(value + step, photos.length));
  const total = photos.length;
  const label = (i: number) => {
    const position = i + 1;
    return t`Photo ${position} of ${total} of ${storeName}`;
  };
  const processingLabel = (i: number) => {
    const photoLabel = label(i);
    return t`${photoLabel}: processing`;
  };
  const showLabel = (i: number) => {
    const position = i + 1;
    return t`Show photo ${position}`;
  };

  return (
    <Box component="section" aria-roledescription="carousel" aria-label={t`Photos of ${storeName}`}>
      <Box
        sx={{
          position: 'relative',
          borderRadius: 1,
          overflow: 'hidden',
          bgcolor: 'grey.100',
          aspectRatio: `${CAROUSEL_SIZES.hero.width} / ${CAROUSEL_SIZES.hero.height}`,
        }}
      >
        {photo.processing ? (
          <ProcessingPlaceholder label={processingLabel(current)} />
        ) : (
          <Box
            component="img"
            src={photo.heroUrl}
            alt={label(current)}
            width={CAROUSEL_SIZES.hero.width}
            height={CAROUSEL_SIZES.hero.height}
            sx={{ display: 'block', width: '100%', height: '100%', objectFit: 'cover' }}
          />
        )}
        {photos.length > 1 && (
          <>
            <IconButton
              aria-label={t`Previous photo`}
              onClick={() => go(-1)}
              sx={{
                position: 'absolute',
                left: 8,
                top: '50%',
                transform: 'translateY(-50%)',
                bgcolor: 'background.paper',
                '&:hover': { bgcolor: 'background.paper' },
              }}
            >
              <ChevronLeftIcon />
            </IconButton>
            <IconButton
              aria-label={t`Next photo`}
              onClick={() => go(1)}
              sx={{
                position: 'absolute',
                right: 8,
                top: '50%',
                transform: 'translateY(-50%)',
                bgcolor: 'background.paper',
                '&:hover': { bgcolor: 'background.paper' },
              }}
            >
              <ChevronRightIcon />
            </IconButton>
            <Typography
              variant="caption"
              aria-live="polite"
              sx={{
                position: 'absolute',
                bottom: 8,
                right: 8,
                px: 1,
                borderRadius: 1,
                bgcolor: 'background.paper',
                color: 'text.primary',
              }}
            >
              {`${current + 1} / ${photos.length}`}
            </Typography>
          </>
        )}
      </Box>
      {photo.flaggable && (
        <Box sx={{ display: 'flex', justifyContent: 'flex-end' }}>
          <FlagButton itemType="photo" itemId={photo.id} />
        </Box>
      )}
      {photos.length > 1 && (
        <Box
          role="group"
          aria-label={t`Photo thumbnails`}
          sx={{ display: 'flex', gap: 1, mt: 1, overflowX: 'auto', pb: 0.5 }}
        >
          {photos.map((thumb, i) => (
            <Box
              key={thumb.id}
              component="button"
              type="button"
              onClick={() => setIndex(i)}
              aria-label={showLabel(i)}
              aria-current={i === current ? 'true' : undefined}
              sx={{
                p: 0,
                flexShrink: 0,
                border: 2,
                borderColor: i === current ? 'primary.main' : 'transparent',
                borderRadius: 1,
                bgcolor: 'grey.100',
                cursor: 'pointer',
                lineHeight: 0,
                '&:focus-visible': { outline: 2, outlineColor: 'secondary.main', outlineOffset: 2 },
              }}
            >
              {thumb.processing ? (
                <Box
                  sx={{
                    width: CAROUSEL_SIZES.thumb.width,
                    height: CAROUSEL_SIZES.thumb.height,
                    borderRadius: 0.5,
                    overflow: 'hidden',
                  }}
                >
                  <ProcessingPlaceholder compact />
                </Box>
              ) : (
                <Box
                  component="img"
                  src={thumb.thumbUrl}
                  alt=""
                  loading="lazy"
                  width={CAROUSEL_SIZES.thumb.width}
                  height={CAROUSEL_SIZES.thumb.height}
                  sx={{
                    display: 'block',
                    width: CAROUSEL_SIZES.thumb.width,
                    height: CAROUSEL_SIZES.thumb.height,
                    objectFit: 'cover',
                    borderRadius: 0.5,
                  }}
                />
              )}
            </Box>
          ))}
        </Box>
      )}
    </Box>
  );
}
