import { StatusPage } from '../../features/health/components/status-page';

export default StatusPage;
