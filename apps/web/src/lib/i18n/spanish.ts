// Everything Spanish pages need beyond the code, in one chunk loaded only for them.
import { esES } from '@mui/material/locale';
export { messages } from '../../locales/es/messages.po';
/** MUI's own texts (pagination, breadcrumbs, alerts' close buttons...). */
export const muiLocale = esES;
