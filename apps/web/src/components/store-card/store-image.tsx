import { useTheme } from '@mui/material/styles';
import { storeTypeName } from '../store-types/store-type-names';
import { storeTypeColor } from './store-card-utils';

/** A tiny inline drawing per store type: no photo download on list pages (data caps). */
export function StoreImage({ storeType, name }: { storeType: string; name: string }) {
  const theme = useTheme();
  const colorKey = storeTypeColor(storeType);
  const color = theme.palette.storeType[colorKey];
  const type = storeType.toLowerCase();
  const kind = type.includes('farm')
    ? 'market'
    : type.includes('restaurant') || type.includes('fast food')
      ? 'meal'
      : 'store';
  return (
    <div className="sc-img" role="img" aria-label={`${storeTypeName(storeType)}: ${name}`}>
      <svg width="64" height="56" viewBox="0 0 64 56" aria-hidden="true" focusable="false">
        {kind === 'store' && (
          <g fill="none" stroke={color} strokeWidth="3" strokeLinejoin="round">
            <path d="M6 20 L12 6 H52 L58 20 Z" fill={color} fillOpacity="0.15" />
            <rect x="10" y="20" width="44" height="30" />
            <rect x="26" y="32" width="12" height="18" fill={color} fillOpacity="0.3" />
          </g>
        )}
        {kind === 'market' && (
          <g fill="none" stroke={color} strokeWidth="3" strokeLinejoin="round">
            <path d="M4 22 L32 6 L60 22 Z" fill={color} fillOpacity="0.15" />
            <path d="M12 22 V50 M52 22 V50 M8 50 H56" />
            <circle cx="24" cy="40" r="5" fill={color} fillOpacity="0.4" />
            <circle cx="40" cy="40" r="5" fill={color} fillOpacity="0.4" />
          </g>
        )}
        {kind === 'meal' && (
          <g fill="none" stroke={color} strokeWidth="3" strokeLinecap="round">
            <ellipse cx="32" cy="34" rx="22" ry="14" fill={color} fillOpacity="0.15" />
            <path d="M10 10 V22 M16 10 V22 M13 22 V50 M52 10 C44 14 44 26 52 28 V50" />
          </g>
        )}
      </svg>
    </div>
  );
}
