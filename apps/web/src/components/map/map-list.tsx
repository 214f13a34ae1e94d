import { useLingui } from '@lingui/react/macro';
import Box from '@mui/material/Box';
import { useCallback, useState, type ReactNode } from 'react';

/** Selection shared by a map and its list: a marker press brings its card into view, a card pressed or
 * focused lights up its marker (not hover: the list scrolling under a resting pointer would move it). */
export function useMapSelection() {
  const [selectedId, setSelectedId] = useState<string | null>(null);
  const selectFromMap = useCallback((id: string) => {
    setSelectedId(id);
    document
      .querySelector(`[data-list-store-id="${CSS.escape(id)}"]`)
      ?.scrollIntoView({ block: 'nearest', behavior: 'smooth' });
  }, []);
  return { selectedId, setSelectedId, selectFromMap };
}

/** A list entry that carries its marker's number while the map is open. */
export function MapListItem({
  id,
  position,
  selected,
  onSelect,
  children,
}: {
  id: string;
  position: number;
  selected: boolean;
  onSelect: (id: string) => void;
  children: ReactNode;
}) {
  const { t } = useLingui();
  return (
    <Box
      component="li"
      data-list-store-id={id}
      aria-current={selected ? true : undefined}
      onClickCapture={() => onSelect(id)}
      onFocusCapture={() => onSelect(id)}
      sx={{
        display: 'flex',
        gap: 1,
        alignItems: 'flex-start',
        borderRadius: 2,
        outline: selected ? '3px solid' : 'none',
        outlineColor: 'secondary.main',
        outlineOffset: 2,
      }}
    >
      <Box
        aria-label={t`Marker ${position}`}
        role="img"
        sx={{
          flexShrink: 0,
          minWidth: 28,
          height: 28,
          borderRadius: 14,
          display: 'grid',
          placeItems: 'center',
          fontWeight: 700,
          fontSize: 13,
          bgcolor: selected ? 'secondary.main' : 'primary.main',
          color: '#fff',
          mt: 1,
        }}
      >
        {position}
      </Box>
      <Box sx={{ flexGrow: 1, minWidth: 0 }}>{children}</Box>
    </Box>
  );
}
