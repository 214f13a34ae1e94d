import { SnapRulesPage } from '../../features/state-rules/components/snap-rules-page';

export default SnapRulesPage;
