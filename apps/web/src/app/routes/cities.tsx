import { CityIndexPage } from '../../features/cities/components/city-index-page';

export default CityIndexPage;
