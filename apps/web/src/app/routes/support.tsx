import { SupportPage } from '../../features/content/components/support-page';

export default SupportPage;
