import { useState } from "react";
import {
  CHURN_MESSAGES,
  CHURN_SORT_KEYS,
  CHURN_STATUSES,
  type ChurnScheduleView,
} from "../../../../domain/churn/churn-schedule";
import { useOnline } from "../../../lib/offline/session/use-online";
import { Button } from "../../../ui/button";
import { ConfirmDialog } from "../../../ui/dialog/confirm-dialog";
import type { Column, TableSort } from "../../../ui/table/data-table";
import { ListScreen } from "../../../ui/table/list-screen";
import { RecordPicker } from "../../../ui/form/record-picker";
import { SelectField } from "../../../ui/form/select-field";
import { TextField } from "../../../ui/form/text-field";
import {
  stopChurnSchedule,
  useChurnSchedules,
  type ChurnFilters,
} from "../data/churn-api";

const PAGE_SIZE = 10;
const NO_FILTERS: ChurnFilters = {
  status: "",
  profile_uuid: "",
  entity_id: "",
  created_by: "",
  sort_key: "created_at",
  sort_order: "desc",
};

/** `view-churn-scheduler` (teams, Admin): schedules with filters and sorting; stop an active one. */
export function ViewChurnSchedulerPage() {
  const online = useOnline();
  const [draft, setDraft] = useState<ChurnFilters>(NO_FILTERS);
  const [filters, setFilters] = useState<ChurnFilters>(NO_FILTERS);
  const [page, setPage] = useState(0);
  const [stopping, setStopping] = useState<ChurnScheduleView | null>(null);
  const schedules = useChurnSchedules(filters, page, PAGE_SIZE);
  const set = (key: keyof ChurnFilters) => (e: { target: { value: string } }) =>
    setDraft((d) => ({ ...d, [key]: e.target.value }));
  const entityIdValid = /^\d*$/.test(draft.entity_id.trim());

  const columns: Column<ChurnScheduleView>[] = [
    { key: "id", header: "ID", sortable: true, cell: (s) => s.id },
    {
      key: "profile",
      header: "Profile",
      priority: 3,
      cell: (s) => s.profile_uuid,
      className: "break-all",
    },
    {
      key: "entity",
      header: "Entity",
      cell: (s) =>
        `${s.entity_type}${s.entity_id === null ? "" : ` #${s.entity_id}`}`,
    },
    {
      key: "churn_start_date",
      header: "Start date",
      sortable: true,
      cell: (s) => s.churn_start_date,
      className: "whitespace-nowrap",
    },
    {
      key: "churn_end_date",
      header: "End date",
      sortable: true,
      priority: 2,
      cell: (s) => s.churn_end_date,
      className: "whitespace-nowrap",
    },
    {
      key: "total_leads",
      header: "Leads churned",
      align: "right",
      sortable: true,
      value: (s) => s.total_leads,
      cell: (s) => `${s.leads_churned} / ${s.total_leads}`,
    },
    { key: "status", header: "Status", cell: (s) => s.status },
    {
      key: "createdBy",
      header: "Created by",
      priority: 2,
      cell: (s) => s.created_by_name ?? "-",
    },
    {
      key: "actions",
      header: "Actions",
      label: "Actions",
      pinEnd: true,
      cell: (s) =>
        s.status === "ACTIVE" ? (
          <Button
            size="sm"
            variant="danger"
            disabled={!online}
            onClick={() => setStopping(s)}
            aria-label={`Stop schedule ${s.id}`}
          >
            Stop
          </Button>
        ) : (
          "-"
        ),
    },
  ];

  // The route sorts (sort_key, sort_order): a header sorts the whole list, as the form's "Sort by" does.
  const sort: TableSort = {
    key: filters.sort_key,
    direction: filters.sort_order === "asc" ? "asc" : "desc",
  };
  const sortBy = (next: TableSort) => {
    const key = CHURN_SORT_KEYS.find((k) => k === next.key);
    if (!key) return;
    const patch = { sort_key: key, sort_order: next.direction };
    setDraft((d) => ({ ...d, ...patch }));
    setFilters((f) => ({ ...f, ...patch }));
    setPage(0);
  };
  return (
    <ListScreen
      title="Churn Schedules"
      description="Manual churn schedules; an active one runs daily until its end date or until stopped."
      filters={
        <form
          className="grid gap-3 rounded-md border border-slate-200 p-3 sm:grid-cols-4 sm:items-end"
          aria-label="Filter schedules"
          onSubmit={(e) => {
            e.preventDefault();
            if (!entityIdValid) return;
            setPage(0);
            setFilters(draft);
          }}
        >
          <SelectField
            label="Status"
            placeholder="Any"
            options={CHURN_STATUSES.map((s) => ({ value: s, label: s }))}
            value={draft.status}
            onChange={set("status")}
          />
          <RecordPicker
            kind="profile"
            label="Profile"
            value={draft.profile_uuid}
            onChange={set("profile_uuid")}
          />
          <TextField
            label="Entity ID"
            inputMode="numeric"
            value={draft.entity_id}
            onChange={set("entity_id")}
            error={entityIdValid ? undefined : "Please enter a number."}
          />
          <RecordPicker
            kind="user"
            label="Created by"
            value={draft.created_by}
            onChange={set("created_by")}
          />
          <SelectField
            label="Sort by"
            options={CHURN_SORT_KEYS.map((k) => ({ value: k, label: k }))}
            value={draft.sort_key}
            onChange={set("sort_key")}
          />
          <SelectField
            label="Order"
            options={[
              { value: "desc", label: "Descending" },
              { value: "asc", label: "Ascending" },
            ]}
            value={draft.sort_order}
            onChange={set("sort_order")}
          />
          <div className="flex gap-2">
            <Button type="submit">Apply</Button>
            <Button
              variant="ghost"
              onClick={() => {
                setDraft(NO_FILTERS);
                setFilters(NO_FILTERS);
                setPage(0);
              }}
            >
              Clear
            </Button>
          </div>
        </form>
      }
      what="the schedules"
      caption="Churn schedules"
      columns={columns}
      rowKey={(s) => s.id}
      resource={schedules}
      empty="No schedules match."
      sort={sort}
      onSortChange={sortBy}
      onPageChange={setPage}
      csvFileName="churn-schedules.csv"
    >
      {stopping && (
        <ConfirmDialog
          title={`Stop schedule ${stopping.id}?`}
          description="A stopped schedule does no further runs."
          confirmLabel="Stop schedule"
          confirm={() => stopChurnSchedule(stopping.id)}
          success={CHURN_MESSAGES.stopped}
          onSaved={async () => {
            setStopping(null);
            await schedules.refresh();
          }}
          onClose={() => setStopping(null)}
        />
      )}
    </ListScreen>
  );
}
