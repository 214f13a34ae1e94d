import { MissionPage } from '../../features/content/components/mission-page';

export default MissionPage;
