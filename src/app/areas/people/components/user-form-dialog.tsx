import { ALL_ROLES } from '../../../../domain/auth/roles';
import {
  TELESALES_TITLES,
  createUserInputSchema,
  updateUserInputSchema,
  type CompanyUser,
  type Designation,
} from '../../../../domain/people/people';
import { designationLabel } from '../../../../domain/pickers/labels';
import { useDraftForm } from '../../../lib/forms/use-draft-form';
import { Checkbox } from '../../../ui/form/checkbox';
import { FormError } from '../../../ui/form/form-error';
import { OnlineFormDialog } from '../../../ui/dialog/online-form-dialog';
import { RecordPicker } from '../../../ui/form/record-picker';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { createCompanyUser, updateCompanyUser } from '../data/people-calls';

type Values = {
  name: string;
  email: string;
  parentId: string;
  designationId: string;
  userRoles: string[];
  active: boolean;
  employeeCode: string;
  joiningDate: string;
  dateOfRelieving: string;
  departmentId: string;
  phone: string;
};

const blankToNull = (v: string) => (v.trim() === '' ? null : v.trim());
const idOrNull = (v: string) => (v.trim() === '' ? null : Number(v));

/**
 * Create or update a user (spec 001 §3 "User/agent"). A new user is put in department 16 by the server (spec 001 §5);
 * a tele-sales admin title fills in its roles (spec 001 §6). A new user's phone is their priority-1 contact number;
 * an existing user's numbers are kept (the Contacts dialog edits them).
 */
export function UserFormDialog({ user, designations, onClose, onSaved }: { user: CompanyUser | null; designations: readonly Designation[]; onClose: () => void; onSaved: () => Promise<void> }) {
  const draftKey = `user-form:${user?.userId ?? 'new'}`;
  const saved: Values = {
    name: user?.name ?? '',
    email: user?.email ?? '',
    parentId: user?.parentId ? String(user.parentId) : '',
    designationId: user?.designationId ? String(user.designationId) : '',
    userRoles: user?.userRoles ?? [],
    active: (user?.status ?? 1) === 1,
    employeeCode: user?.employeeCode ?? '',
    joiningDate: user?.joiningDate ?? '',
    dateOfRelieving: user?.dateOfRelieving ?? '',
    departmentId: user?.departmentId ? String(user.departmentId) : '',
    phone: '',
  };
  const toInput = (v: Values) => ({
    name: v.name,
    email: v.email,
    parentId: idOrNull(v.parentId),
    designationId: idOrNull(v.designationId),
    userRoles: v.userRoles,
    status: v.active ? 1 : 0,
    employeeCode: blankToNull(v.employeeCode),
    joiningDate: blankToNull(v.joiningDate),
    dateOfRelieving: blankToNull(v.dateOfRelieving),
    contactNumbers: user ? user.contactNumbers : v.phone.trim() ? [{ phone: v.phone.trim(), priority: 1 }] : [],
    ...(user ? { departmentId: idOrNull(v.departmentId) } : {}),
  });
  const form = useDraftForm(draftKey, {
    defaultValues: saved,
    schema: user ? updateUserInputSchema : createUserInputSchema,
    toInput,
    errorsAt: { 'contactNumbers.0.phone': 'phone', contactNumbers: 'phone' },
    save: (input) => (user ? updateCompanyUser(user.userId, input) : createCompanyUser(input)),
    success: (answer) => answer.message,
    onSaved: async () => {
      await onSaved();
      onClose();
    },
  });
  const roles = form.values.userRoles ?? [];
  const toggleRole = (name: string, on: boolean) => form.setValue('userRoles', on ? [...roles, name] : roles.filter((r) => r !== name));
  const applyTitle = (title: string) => {
    const found = TELESALES_TITLES.find((t) => t.title === title);
    if (found) form.setValue('userRoles', [...new Set([...roles, ...found.roles])]);
  };

  return (
    <OnlineFormDialog form={form} title={user ? `Edit ${user.name}` : 'New user'} size="lg" submitLabel={user ? 'Save user' : 'Create user'} onClose={onClose}>
      <div className="grid gap-3 sm:grid-cols-2">
        <TextField label="Name" required {...form.field('name')} />
        <TextField label="Email" type="email" required {...form.field('email')} />
        <RecordPicker kind="manager" label="Manager" {...form.field('parentId')} />
        <SelectField label="Designation" placeholder="No designation" options={designations.map((d) => ({ value: String(d.id), label: designationLabel(d.id, d.name) }))} {...form.field('designationId')} />
        <TextField label="Employee code" {...form.field('employeeCode')} />
        <TextField label="Joining date" type="date" {...form.field('joiningDate')} />
        <TextField label="Date of relieving" type="date" hint="Relieving makes the user inactive" {...form.field('dateOfRelieving')} />
        {user ? (
          <RecordPicker kind="department" label="Department" {...form.field('departmentId')} />
        ) : (
          <TextField label="Phone" inputMode="numeric" hint="10 digits; the first contact number" {...form.field('phone')} />
        )}
        <Checkbox label="Active" {...form.check('active')} />
      </div>
      <fieldset className="mt-3 rounded-md border border-slate-200 p-3">
        <legend className="px-1 text-sm font-semibold">Roles</legend>
        <SelectField
          label="Tele-sales title"
          placeholder="Add the roles of a title…"
          options={TELESALES_TITLES.map((t) => ({ value: t.title, label: t.title }))}
          value=""
          onChange={(e) => applyTitle(e.target.value)}
        />
        <div className="mt-2 grid gap-1 sm:grid-cols-3">
          {ALL_ROLES.map((r) => (
            <Checkbox key={r.id} label={r.name} checked={roles.includes(r.name)} onChange={(e) => toggleRole(r.name, e.target.checked)} />
          ))}
        </div>
        <FormError message={form.error('userRoles')} />
      </fieldset>
      <p className="mt-2 text-xs text-slate-500">{user ? '' : 'New users are placed in department 16.'}</p>
    </OnlineFormDialog>
  );
}
