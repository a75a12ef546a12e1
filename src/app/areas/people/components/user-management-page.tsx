import { Tab, TabGroup, TabList, TabPanel, TabPanels } from '@headlessui/react';
import { useState } from 'react';
import { PEOPLE_MESSAGES, type CompanyUser, type HrisEmployee } from '../../../../domain/people/people';
import { ApiFailure } from '../../../lib/api/api-failure';
import { useDebouncedValue } from '../../../lib/use-debounced-value';
import { useSignedInUser } from '../../../lib/session/use-session';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/form/checkbox';
import type { Column } from '../../../ui/table/data-table';
import { ListTable } from '../../../ui/table/list-screen';
import { SectionPanel } from '../../../ui/section-panel';
import { TextField } from '../../../ui/form/text-field';
import { useSave } from '../../../lib/forms/use-save';
import { fetchHris, unlockSignIn, useChildList, useDesignations } from '../data/people-calls';
import { ContactsDialog, VirtualNumberDialog } from './agent-dialogs';
import { BranchCityGrid } from './branch-city-grid';
import { UserFormDialog } from './user-form-dialog';
import { Screen } from '../../../ui/screen';

type HrisState = { status: 'loading' } | { status: 'done'; employee: HrisEmployee } | { status: 'failed'; message: string };
type Open = { kind: 'form'; user: CompanyUser | null } | { kind: 'contacts' | 'virtual'; user: CompanyUser } | null;

const TAB = 'rounded-md px-3 py-1.5 text-sm font-medium data-[selected]:bg-slate-900 data-[selected]:text-white';

/** `user-management` (admin menu tab 'User Management', Admin): users and agents, their numbers, HRIS details, branch-city mapping. */
/** `noRole` (URL ?noRole=true): only users holding no role (home's "Users without a role" opens it). */
export function UserManagementPage({ noRole = false, onNoRoleChange }: { noRole?: boolean; onNoRoleChange?: (noRole: boolean) => void }) {
  const me = useSignedInUser();
  return (
    <Screen width="xl" title="User Management" description="Users and agents, their contact and virtual numbers, HRIS details and branch-city mapping.">
      <TabGroup>
        <TabList className="flex gap-2">
          <Tab className={TAB}>Users</Tab>
          <Tab className={TAB}>Branch-city mapping</Tab>
        </TabList>
        <TabPanels className="mt-3">
          <TabPanel>
            <UsersPanel canReallocate={me.capabilities.includes('people')} noRole={noRole} onNoRoleChange={onNoRoleChange} />
          </TabPanel>
          <TabPanel>
            <SectionPanel title="Branch-city mapping">
              <BranchCityGrid />
            </SectionPanel>
          </TabPanel>
        </TabPanels>
      </TabGroup>
    </Screen>
  );
}

function UsersPanel({ canReallocate, noRole, onNoRoleChange }: { canReallocate: boolean; noRole: boolean; onNoRoleChange?: ((noRole: boolean) => void) | undefined }) {
  const [page, setPage] = useState(0);
  const [search, setSearch] = useState('');
  const debounced = useDebouncedValue(search);
  const list = useChildList({ page, search: debounced, noRole });
  const designations = useDesignations();
  const [open, setOpen] = useState<Open>(null);
  const [hris, setHris] = useState<Record<string, HrisState>>({});
  // The sign-in throttle's unlock (README "Sign-in throttling"): the user may sign in again at once.
  const unlocking = useSave({ success: PEOPLE_MESSAGES.signInUnlocked, failure: { notice: 'announced' } });

  async function lookUp(code: string) {
    setHris((all) => ({ ...all, [code]: { status: 'loading' } }));
    try {
      const employee = await fetchHris(code);
      setHris((all) => ({ ...all, [code]: { status: 'done', employee } }));
    } catch (error) {
      const message = error instanceof ApiFailure && error.status === 404 ? error.message : error instanceof Error ? error.message : PEOPLE_MESSAGES.noEmployee;
      setHris((all) => ({ ...all, [code]: { status: 'failed', message } }));
    }
  }

  const hrisCell = (u: CompanyUser) => {
    if (!u.employeeCode) return '—';
    const state = hris[u.employeeCode];
    if (!state)
      return (
        <Button size="sm" variant="secondary" onClick={() => void lookUp(u.employeeCode!)} aria-label={`HRIS details of ${u.employeeCode}`}>
          {u.employeeCode}
        </Button>
      );
    if (state.status === 'loading') return <span role="status">Loading…</span>;
    if (state.status === 'failed') return <span className="text-red-700">{state.message}</span>;
    const e = state.employee;
    return (
      <span className="text-xs text-slate-700">
        {e.name} · {e.designation} · {e.department} · {e.location} · joined {e.joiningDate}
        {e.dateOfRelieving ? ` · relieved ${e.dateOfRelieving}` : ''}
      </span>
    );
  };

  const columns: Column<CompanyUser>[] = [
    { key: 'id', header: 'User id', cell: (u) => u.userId },
    { key: 'name', header: 'Name', cell: (u) => u.name },
    { key: 'email', header: 'Email', cell: (u) => u.email },
    { key: 'manager', header: 'Manager', cell: (u) => u.parentName ?? '—' },
    { key: 'designation', header: 'Designation', cell: (u) => u.designationName ?? '—' },
    { key: 'roles', header: 'Roles', cell: (u) => u.userRoles.join(', ') || '—' },
    { key: 'department', header: 'Department', cell: (u) => u.departmentId ?? '—' },
    { key: 'status', header: 'Status', cell: (u) => (u.status === 1 ? 'Active' : 'Inactive') },
    { key: 'numbers', header: 'Contact numbers', cell: (u) => u.contactNumbers.map((c) => `${c.priority}. ${c.phone}`).join(', ') || '—' },
    { key: 'hris', header: 'HRIS', cell: hrisCell },
    {
      key: 'actions',
      header: 'Actions',
      pinEnd: true,
      cell: (u) => (
        <div className="flex flex-wrap gap-1">
          <Button size="sm" variant="ghost" onClick={() => setOpen({ kind: 'form', user: u })} aria-label={`Edit ${u.name}`}>
            Edit
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setOpen({ kind: 'contacts', user: u })} aria-label={`Contact numbers of ${u.name}`}>
            Numbers
          </Button>
          <Button size="sm" variant="ghost" onClick={() => setOpen({ kind: 'virtual', user: u })} aria-label={`Virtual number of ${u.name}`}>
            Virtual number
          </Button>
          {canReallocate && (
            <Button size="sm" variant="ghost" disabled={unlocking.busy} onClick={() => void unlocking.run(() => unlockSignIn(u.userId))} aria-label={`Unlock sign-in of ${u.name}`}>
              Unlock sign-in
            </Button>
          )}
        </div>
      ),
    },
  ];

  return (
    <SectionPanel
      title="Users"
      actions={
        <Button onClick={() => setOpen({ kind: 'form', user: null })} disabled={!designations.data}>
          New user
        </Button>
      }
    >
      <TextField
        label="Search users"
        placeholder="Name, email or employee code"
        value={search}
        onChange={(e) => {
          setSearch(e.target.value);
          setPage(0);
        }}
      />
      {onNoRoleChange && (
        <Checkbox
          label="Only users without a role"
          checked={noRole}
          onChange={(e) => {
            onNoRoleChange(e.target.checked);
            setPage(0);
          }}
        />
      )}
      {/* The panel is the region named Users; the table's scroll box is named apart from it (axe landmark-unique). */}
      <ListTable what="the users" caption="Users" regionLabel="Users table" columns={columns} rowKey={(u) => u.userId} resource={list} empty="No users found." onPageChange={setPage} />
      {open?.kind === 'form' && designations.data && <UserFormDialog user={open.user} designations={designations.data} onClose={() => setOpen(null)} onSaved={list.refresh} />}
      {open?.kind === 'contacts' && <ContactsDialog user={open.user} onClose={() => setOpen(null)} onSaved={list.refresh} />}
      {open?.kind === 'virtual' && <VirtualNumberDialog user={open.user} canReallocate={canReallocate} onClose={() => setOpen(null)} />}
    </SectionPanel>
  );
}
