import Typography from '@mui/material/Typography';
import { ImportHistory } from './import-history';
import { ImportPanel } from './import-panel';
import { StoreEditor } from './store-editor';

/** The store catalog for admins: imports from USDA files, their history, and single-store edits. */
export function CatalogPage() {
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Catalog
      </Typography>
      <ImportPanel />
      <ImportHistory />
      <StoreEditor />
    </>
  );
}
