import { OnlineEbtPage } from '../../features/online-ebt/components/online-ebt-page';

export default OnlineEbtPage;
