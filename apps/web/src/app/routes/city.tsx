import { useParams } from 'react-router';
import { findCityPage, findCityPageByName } from '@snap/domain';
import { Breadcrumbs } from '../../components/layouts/breadcrumbs';
import { CityHeader, CityNotFound } from '../../features/cities/components/city-header';
import { SearchScreen } from '../../features/search/components/search-screen';

/** /{slug} and /city/{city}: the city's header over the search screen pre-filled with the city. */
export default function CityRoute() {
  const { citySlug, city: cityName } = useParams();
  const city = citySlug
    ? findCityPage(citySlug)
    : cityName
      ? findCityPageByName(cityName)
      : undefined;
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
