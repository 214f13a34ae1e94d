import Alert from '@mui/material/Alert';
import { useEbtRefusalStatus } from '../../api/ebt-refusals';

/** "Recently reported as not accepting EBT; call ahead", while three people's reports count. */
export function RefusalNotice({ storeId, listed }: { storeId: string; listed: boolean }) {
  const status = useEbtRefusalStatus(storeId, listed);
  if (!listed || !status.data?.notice) return null;
  return (
    <Alert severity="warning" sx={{ mb: 2 }} role="status">
      {status.data.notice}
    </Alert>
  );
}
