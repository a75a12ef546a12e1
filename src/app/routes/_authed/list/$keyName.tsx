import { createFileRoute, notFound } from '@tanstack/react-router';
import { isTileKey } from '../../../../domain/dashboards/dashboard-keys';
import { TileListPage } from '../../../areas/dashboards/components/tile-list-page';
import { tileListSearchSchema } from '../../../areas/dashboards/data/dashboard-search';
import { requireScreen } from '../../../lib/session/require-screen';

/** `list/{keyName}`: the rows behind one dashboard tile; an unknown key is the not-found page. */
export const Route = createFileRoute('/_authed/list/$keyName')({
  params: {
    parse: ({ keyName }) => {
      if (!isTileKey(keyName)) throw notFound();
      return { keyName };
    },
    stringify: ({ keyName }) => ({ keyName }),
  },
  validateSearch: tileListSearchSchema,
  beforeLoad: ({ context }) => requireScreen(context.user, '/list/$keyName'),
  component: TileList,
});

function TileList() {
  const { keyName } = Route.useParams();
  const search = Route.useSearch();
  const navigate = Route.useNavigate();
  return <TileListPage key={keyName} keyName={keyName} search={search} onSearchChange={(next) => void navigate({ search: next })} />;
}
