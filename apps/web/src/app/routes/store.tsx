import { StoreDetailPage } from '../../features/stores/components/store-detail-page';

export default StoreDetailPage;
