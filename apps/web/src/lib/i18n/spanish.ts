// What Spanish pages need first beyond the code, in one chunk loaded only for them.
import { esES } from '@mui/material/locale';
export { messages } from '../../locales/es/first.po';
/** MUI's own texts (pagination, breadcrumbs, alerts' close buttons...). */
export const muiLocale = esES;
