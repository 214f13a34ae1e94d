import { RequireAuth } from '../../components/layouts/require-auth';
import { FavoritesPage } from '../../features/account/components/favorites-page';

export default function FavoritesRoute() {
  return (
    <RequireAuth>
      <FavoritesPage />
    </RequireAuth>
  );
}
