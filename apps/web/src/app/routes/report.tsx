import { ReportPage } from '../../features/content/components/contribute-pages';

export default ReportPage;
