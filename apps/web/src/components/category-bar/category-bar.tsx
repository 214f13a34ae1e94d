import { useLingui } from '@lingui/react/macro';
import { categoryName } from '../../lib/domain-texts';
import Box from '@mui/material/Box';
import Button from '@mui/material/Button';
import IconButton from '@mui/material/IconButton';
import AgricultureIcon from '@mui/icons-material/Agriculture';
import ChevronLeftIcon from '@mui/icons-material/ChevronLeft';
import ChevronRightIcon from '@mui/icons-material/ChevronRight';
import LocalGroceryStoreIcon from '@mui/icons-material/LocalGroceryStore';
import RestaurantIcon from '@mui/icons-material/Restaurant';
import StorefrontIcon from '@mui/icons-material/Storefront';
import TrendingUpIcon from '@mui/icons-material/TrendingUp';
import { useRef, type ReactElement } from 'react';
import { CATEGORIES, type Category, type CategoryId } from '@snap/domain';
import type { SearchPlace } from '../programs/hot-meals-notice';
import { HotMealsWarning } from '../programs/hot-meals-warning';

/** Each arrow press scrolls the bar by 200 px. */
export const CATEGORY_SCROLL_STEP_PX = 200;

const ICONS: Record<CategoryId, ReactElement> = {
  trending: <TrendingUpIcon fontSize="small" />,
  grocery: <LocalGroceryStoreIcon fontSize="small" />,
  convenience: <StorefrontIcon fontSize="small" />,
  hotmeals: <RestaurantIcon fontSize="small" />,
  farmersmarket: <AgricultureIcon fontSize="small" />,
};

export interface CategorySelection {
  id: CategoryId;
  name: string;
  storeTypes: string[];
  namePatterns: string[];
}

interface Props {
  selected: CategoryId;
  /** Reports the chosen category's id, its store types and its name patterns. */
  onSelect: (selection: CategorySelection, category: Category) => void;
  /** Where the visitor searches: the hot-meals warning says whether that state runs the program. */
  place?: SearchPlace;
  /** Each category's own address (the search page): a link that works before any script runs. */
  hrefFor?: (id: CategoryId) => string;
}

export function CategoryBar({ selected, onSelect, place, hrefFor }: Props) {
  const { t } = useLingui();
  const scroller = useRef<HTMLDivElement>(null);
  const selectedCategory = CATEGORIES.find((category) => category.id === selected);

  const scrollBy = (direction: 1 | -1) =>
    scroller.current?.scrollBy({ left: direction * CATEGORY_SCROLL_STEP_PX, behavior: 'smooth' });

  return (
    <Box component="section" aria-label={t`Categories`} sx={{ my: 2 }}>
      <Box sx={{ display: 'flex', alignItems: 'center', gap: 0.5 }}>
        <IconButton
          size="small"
          aria-label={t`Scroll categories left`}
          onClick={() => scrollBy(-1)}
        >
          <ChevronLeftIcon />
        </IconButton>
        <Box
          ref={scroller}
          role="radiogroup"
          aria-label={t`Store category`}
          sx={{
            display: 'flex',
            gap: 1,
            overflowX: 'auto',
            scrollbarWidth: 'none',
            flexGrow: 1,
            py: 0.5,
            '&::-webkit-scrollbar': { display: 'none' },
          }}
        >
          {CATEGORIES.map((category) => {
            const active = category.id === selected;
            return (
              <Button
                key={category.id}
                role="radio"
                aria-checked={active}
                variant={active ? 'contained' : 'outlined'}
                size="small"
                startIcon={ICONS[category.id]}
                href={hrefFor?.(category.id)}
                onClick={(event) => {
                  // With scripts on, the screen changes in place (the address follows).
                  if (hrefFor) event.preventDefault();
                  onSelect(
                    {
                      id: category.id,
                      name: category.name,
                      storeTypes: [...category.storeTypes],
                      namePatterns: [...category.namePatterns],
                    },
                    category,
                  );
                }}
                sx={{ flexShrink: 0, borderRadius: 5, whiteSpace: 'nowrap' }}
              >
                {categoryName(category.id)}
              </Button>
            );
          })}
        </Box>
        <IconButton
          size="small"
          aria-label={t`Scroll categories right`}
          onClick={() => scrollBy(1)}
        >
          <ChevronRightIcon />
        </IconButton>
      </Box>
      {selectedCategory?.showsStateWarning && <HotMealsWarning place={place} />}
    </Box>
  );
}
