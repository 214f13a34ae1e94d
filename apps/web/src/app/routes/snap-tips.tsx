import { SnapTipsPage } from '../../features/content/components/snap-tips-page';

export default SnapTipsPage;
