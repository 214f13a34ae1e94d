import { useParams } from 'react-router';
import { Breadcrumbs } from '../../components/layouts/breadcrumbs';
import { Spinner } from '../../components/feedback/light-feedback';
import { useCityPage } from '../../lib/city-pages';
import { CityHeader, CityNotFound } from '../../features/cities/components/city-header';
import { SearchScreen } from '../../features/search/components/search-screen';

/** /{slug} and /city/{city}: the city's header over the search screen pre-filled with the city. The
 * 16 launch cities (product rule "Cities") are known at once; every other city the catalog covers comes from the server. */
export default function CityRoute() {
  const { citySlug, city: cityName } = useParams();
  const page = useCityPage(citySlug ?? cityName);
  if (page.isPending) return <Spinner />;
  const city = page.data;
  if (!city) return <CityNotFound />;
  const location = `${city.name}, ${city.state}`;
  return (
    <>
      <Breadcrumbs />
      <CityHeader city={city} />
      <SearchScreen
        key={city.slug}
        initialLocation={location}
        initialPoint={{ lat: city.lat, lng: city.lng }}
        initialState={city.state}
      />
    </>
  );
}
