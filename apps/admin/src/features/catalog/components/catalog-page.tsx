import Typography from '@mui/material/Typography';
import { HeldClosingsPanel } from './held-closings-panel';
import { ImportHistory } from './import-history';
import { ImportPanel } from './import-panel';
import { SourcesPanel } from './sources-panel';
import { StoreEditor } from './store-editor';
import { UsdaRefreshPanel } from './usda-refresh-panel';

/** The store catalog for admins: refreshes from USDA's service and imports of USDA files, where the
 * stores come from, the history, and single-store edits. */
export function CatalogPage() {
  return (
    <>
      <Typography variant="h4" component="h1" gutterBottom>
        Catalog
      </Typography>
      <UsdaRefreshPanel />
      <HeldClosingsPanel />
      <ImportPanel />
      <SourcesPanel />
      <ImportHistory />
      <StoreEditor />
    </>
  );
}
