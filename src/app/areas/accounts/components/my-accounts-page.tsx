import { useState, type ReactNode } from "react";
import { Button } from "../../../ui/button";
import type { TableSort } from "../../../ui/table/data-table";
import { ListScreen } from "../../../ui/table/list-screen";
import { EmptyState } from "../../../ui/status/empty-state";
import { CAPPED_TOTAL_TEXT } from "../../../ui/table/pagination";
import { exportAccountsCsv } from "../data/export-accounts-csv";
import { call } from "../../../lib/api/call";
import { useResource } from "../../../lib/data/use-resource";
import { loadAccountEndpoints } from "../data/account-endpoints";
import type {
  AccountSortKey,
  MyAccountsSearch,
} from "../data/my-accounts-search";
import { useAccountSearch } from "../data/search-accounts";
import { AccountCards } from "./account-cards";
import { MyAccountsFilters } from "./my-accounts-filters";
import { MY_ACCOUNTS_COLUMNS } from "./my-accounts-columns";
import { PhoneSortSelect } from "./phone-sort-select";
import { urlPageOf } from "../../../lib/list/page-base";

function hasFilters(search: MyAccountsSearch): boolean {
  return Boolean(
    search.q?.trim() ||
    search.cityId ||
    search.clientStatusId ||
    search.agentId,
  );
}

/**
 * `my-accounts`: the user's accounts, searched and filtered from the URL, 100 a page, with a CSV of what is filtered.
 * `contacts`: what the route shows above the accounts for a search (the contacts it finds, composed in routes/).
 */
export function MyAccountsPage({
  search,
  onSearchChange,
  contacts,
}: {
  search: MyAccountsSearch;
  onSearchChange: (next: Partial<MyAccountsSearch>) => void;
  contacts?: ReactNode;
}) {
  const result = useAccountSearch(search);
  // Who holds the accounts the user may see (the agent filter's options).
  const agents = useResource("account-agents", async (signal) => call((await loadAccountEndpoints()).agents, { signal }));
  const [exporting, setExporting] = useState(false);

  const sort: TableSort | null = search.sort
    ? { key: search.sort, direction: search.order ?? "asc" }
    : null;
  const page = result.data;
  const filtered = hasFilters(search);

  async function exportCsv() {
    setExporting(true);
    try {
      await exportAccountsCsv(search);
    } catch {
      // The API client has already shown the failure notice.
    } finally {
      setExporting(false);
    }
  }

  return (
    // data-answered-search: the search whose accounts are on screen (none while one loads; the type-ahead benchmark
    // waits for it). display: contents, so the wrapper changes no layout.
    <div
      className="contents"
      data-answered-search={
        page && !result.isLoading ? (search.q?.trim() ?? "") : undefined
      }
    >
      <ListScreen
        title="My Accounts"
        description={
          page
            ? `${page.totalCapped ? CAPPED_TOTAL_TEXT : page.totalCount} ${page.totalCount === 1 ? "account" : "accounts"}${filtered ? " match these filters" : ""}`
            : undefined
        }
        exportAction={
          <Button
            variant="secondary"
            busy={exporting}
            disabled={!page || page.totalCount === 0}
            onClick={exportCsv}
          >
            Export CSV
          </Button>
        }
        // A field screen: offline it reads the device's copy.
        onlineOnly={false}
        filters={
          <>
            <MyAccountsFilters
              search={search}
              agents={agents.data?.results ?? []}
              onChange={onSearchChange}
            />
            {filtered && (
              <div>
                <Button
                  variant="ghost"
                  size="sm"
                  onClick={() =>
                    onSearchChange({
                      q: undefined,
                      cityId: undefined,
                      clientStatusId: undefined,
                      agentId: undefined,
                      page: undefined,
                    })
                  }
                >
                  Clear filters
                </Button>
              </div>
            )}
          </>
        }
        what="accounts"
        caption="My accounts"
        columns={MY_ACCOUNTS_COLUMNS}
        rowKey={(r) => r.accountId}
        resource={result}
        empty={
          <EmptyState
            title={
              filtered
                ? "No accounts match these filters."
                : "You have no accounts yet."
            }
          >
            {filtered
              ? "Try another search or clear the filters."
              : "Accounts assigned to you will appear here."}
          </EmptyState>
        }
        sort={sort}
        onSortChange={(next) =>
          onSearchChange({
            sort: next.key as AccountSortKey,
            order: next.direction,
            page: undefined,
          })
        }
        // The table from 640 px; below it cards (100 rows drawn once, issue 10) with a sort select for the headers.
        cards={{
          on: "phone",
          header: <PhoneSortSelect search={search} onChange={onSearchChange} />,
          render: (rows) => <AccountCards rows={rows} />,
        }}
        onPageChange={(p) => onSearchChange({ page: urlPageOf(p) })}
        pagerLabel="Accounts pages"
        before={contacts}
      />
    </div>
  );
}
