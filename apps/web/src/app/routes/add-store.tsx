import { AddStorePage } from '../../features/content/components/contribute-pages';

export default AddStorePage;
