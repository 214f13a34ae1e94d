import { Trans, useLingui } from '@lingui/react/macro';
import List from '@mui/material/List';
import ListItemButton from '@mui/material/ListItemButton';
import ListItemText from '@mui/material/ListItemText';
import ListSubheader from '@mui/material/ListSubheader';
import Paper from '@mui/material/Paper';
import { chainSuggestions, locationSuggestions } from '../utils/suggestions';
import { recentSearches, type SearchHistoryItem } from '../utils/search-history';

interface Props {
  query: string;
  location: string;
  history: SearchHistoryItem[];
  onPickQuery: (query: string) => void;
  onPickLocation: (location: string) => void;
  onPickRecent: (item: SearchHistoryItem) => void;
}

/** Up to 5 popular chains, up to 3 popular locations and the 3 most recent searches. */
export function SuggestionsPanel({
  query,
  location,
  history,
  onPickQuery,
  onPickLocation,
  onPickRecent,
}: Props) {
  const { t } = useLingui();
  const chains = chainSuggestions(query);
  const places = locationSuggestions(location);
  const recent = recentSearches(history);
  if (chains.length + places.length + recent.length === 0) return null;
  return (
    <Paper
      elevation={6}
      sx={{
        position: 'absolute',
        zIndex: (theme) => theme.zIndex.modal - 1,
        left: 0,
        right: 0,
        top: '100%',
        mt: 0.5,
        maxHeight: 360,
        overflowY: 'auto',
      }}
    >
      <List dense aria-label={t`Search suggestions`}>
        {chains.length > 0 && (
          <ListSubheader>
            <Trans>Popular stores</Trans>
          </ListSubheader>
        )}
        {chains.map((chain) => (
          <ListItemButton key={chain} onClick={() => onPickQuery(chain)}>
            <ListItemText primary={chain} />
          </ListItemButton>
        ))}
        {places.length > 0 && (
          <ListSubheader>
            <Trans>Popular locations</Trans>
          </ListSubheader>
        )}
        {places.map((place) => (
          <ListItemButton key={place} onClick={() => onPickLocation(place)}>
            <ListItemText primary={place} />
          </ListItemButton>
        ))}
        {recent.length > 0 && (
          <ListSubheader>
            <Trans>Recent searches</Trans>
          </ListSubheader>
        )}
        {recent.map((item) => (
          <ListItemButton key={item.id} onClick={() => onPickRecent(item)}>
            <ListItemText primary={[item.query, item.location].filter(Boolean).join(' — ')} />
          </ListItemButton>
        ))}
      </List>
    </Paper>
  );
}
