import { EbtChipCardPage } from '../../features/content/components/ebt-chip-card-page';

export default EbtChipCardPage;
