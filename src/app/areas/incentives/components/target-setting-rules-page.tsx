import { useState } from 'react';
import { participantCategoryText } from '../../../../domain/incentives/participant-labels';
import { INCENTIVE_FREQUENCIES } from '../../../../domain/incentives/constants';
import { INCENTIVE_MESSAGES, incentiveRuleInputSchema, incentiveSlabInputSchema } from '../../../../domain/incentives/incentive-schemas';
import { idOrNull, numberOrText } from '../../../lib/forms/validate-form';
import { useSchemaForm } from '../../../lib/forms/use-schema-form';
import { useSignedInUser } from '../../../lib/session/use-session';
import { Button } from '../../../ui/button';
import { Checkbox } from '../../../ui/form/checkbox';
import type { Column } from '../../../ui/table/data-table';
import { FormDialog } from '../../../ui/dialog/form-dialog';
import { ListTable } from '../../../ui/table/list-screen';
import { OnlineOnlyNotice } from '../../../ui/status/online-only-notice';
import { PageHeader } from '../../../ui/page-header';
import { SectionPanel } from '../../../ui/section-panel';
import { SelectField } from '../../../ui/form/select-field';
import { TextField } from '../../../ui/form/text-field';
import { saveRule, saveSlab, useIncentiveRules, useIncentiveSlabs, useParticipantCategories, type IncentiveRule, type IncentiveSlab, type ParticipantCategoryView } from '../data/incentives-api';
import { percentText, rupeesText } from './incentive-common';
import { IncentiveNav } from './incentive-nav';
import { useScreenTitle } from '../../../ui/screen';

/**
 * `target-setting-rules` (admin menu tab 'Sales Incentive'): incentive rules and slabs by participant category.
 * Admin adds and updates ('Rule created successfully', 'Slab created successfully'); managers and finance read.
 */
export function TargetSettingRulesPage() {
  const user = useSignedInUser();
  useScreenTitle('Sales Incentive');
  const canEdit = user.capabilities.includes('people');
  // Retired versions (a newer effective date ended them) only on demand (issue 49).
  const [history, setHistory] = useState(false);
  const rules = useIncentiveRules(history);
  const slabs = useIncentiveSlabs(history);
  const [ruleDialog, setRuleDialog] = useState<IncentiveRule | 'new' | null>(null);
  const [slabDialog, setSlabDialog] = useState<IncentiveSlab | 'new' | null>(null);

  const ruleColumns: Column<IncentiveRule>[] = [
    { key: 'effectiveDate', header: 'Effective date', cell: (r) => r.effectiveDate },
    { key: 'endDate', header: 'End date', cell: (r) => endDateText(r.endDate) },
    { key: 'frequency', header: 'Frequency', cell: (r) => r.frequency },
    { key: 'min', header: 'Min target', cell: (r) => rupeesText(r.allowedMinTarget), align: 'right' },
    { key: 'max', header: 'Max target', cell: (r) => rupeesText(r.allowedMaxTarget), align: 'right' },
    { key: 'cap', header: 'Incentive cap', cell: (r) => rupeesText(r.incentiveCap), align: 'right' },
    { key: 'types', header: 'Incentive types', cell: (r) => r.participantAllowedIncentiveTypes.join(', ') },
    ...(canEdit ? [{ key: 'edit', header: <span className="sr-only">Actions</span>, pinEnd: true, cell: (r: IncentiveRule) => <Button size="sm" variant="secondary" onClick={() => setRuleDialog(r)} aria-label={`Edit rule effective ${r.effectiveDate}`}>Edit</Button> }] : []),
  ];
  const slabColumns: Column<IncentiveSlab>[] = [
    { key: 'category', header: 'Participant category', cell: (s) => categoryLabel(s) },
    { key: 'effectiveDate', header: 'Effective date', cell: (s) => s.effectiveDate },
    { key: 'endDate', header: 'End date', cell: (s) => endDateText(s.endDate) },
    { key: 'target', header: 'Target %', cell: (s) => `${percentText(s.targetMinPercentage)} to ${percentText(s.targetMaxPercentage)}` },
    { key: 'accounts', header: 'Accounts closed', cell: (s) => `${s.accountsClosedMin} to ${s.accountsClosedMax}` },
    { key: 'incentive', header: 'Incentive %', cell: (s) => percentText(s.incentivePercentage), align: 'right' },
    ...(canEdit ? [{ key: 'edit', header: <span className="sr-only">Actions</span>, pinEnd: true, cell: (s: IncentiveSlab) => <Button size="sm" variant="secondary" onClick={() => setSlabDialog(s)} aria-label={`Edit slab ${s.id}`}>Edit</Button> }] : []),
  ];

  return (
    <div className="mx-auto flex max-w-screen-xl flex-col gap-4">
      <PageHeader title="Sales Incentive" description="Rules bound targets and cap incentives; slabs give the incentive % by target % and accounts closed (min inclusive, max exclusive). A newer effective date retires the rule, or a category's slabs, the day before." />
      <IncentiveNav />
      <OnlineOnlyNotice />
      <Checkbox label="Show retired rules and slabs" checked={history} onChange={(e) => setHistory(e.target.checked)} />
      <SectionPanel title="Incentive rules" actions={canEdit ? <Button onClick={() => setRuleDialog('new')}>Add rule</Button> : undefined}>
        <ListTable what="incentive rules" failedMessage={INCENTIVE_MESSAGES.rulesLoadFailed} caption="Incentive rules" regionLabel="Incentive rules table" columns={ruleColumns} rowKey={(r) => r.id} resource={rules} empty="No rules yet." />
      </SectionPanel>
      <SectionPanel title="Incentive slabs" actions={canEdit ? <Button onClick={() => setSlabDialog('new')}>Add slab</Button> : undefined}>
        <ListTable what="incentive slabs" failedMessage={INCENTIVE_MESSAGES.slabsLoadFailed} caption="Incentive slabs" regionLabel="Incentive slabs table" columns={slabColumns} rowKey={(s) => s.id} resource={slabs} empty="No slabs yet." />
      </SectionPanel>
      {ruleDialog && <RuleDialog rule={ruleDialog === 'new' ? null : ruleDialog} onClose={() => setRuleDialog(null)} onSaved={rules.refresh} />}
      {slabDialog && <SlabDialog slab={slabDialog === 'new' ? null : slabDialog} onClose={() => setSlabDialog(null)} onSaved={slabs.refresh} />}
    </div>
  );
}

/** A version still open shows no end; a newer effective date ended it the day before. */
function endDateText(endDate: string | null): string {
  return endDate ?? '-';
}

function categoryLabel(c: ParticipantCategoryView): string {
  return participantCategoryText(c);
}

function RuleDialog({ rule, onClose, onSaved }: { rule: IncentiveRule | null; onClose: () => void; onSaved: () => Promise<void> }) {
  const form = useSchemaForm({
    defaultValues: {
      allowedMinTarget: rule ? String(rule.allowedMinTarget) : '',
      allowedMaxTarget: rule ? String(rule.allowedMaxTarget) : '',
      frequency: rule?.frequency ?? 'Monthly',
      incentiveCap: rule ? String(rule.incentiveCap) : '',
      effectiveDate: rule?.effectiveDate ?? '',
      individual: rule ? rule.participantAllowedIncentiveTypes.includes('Individual') : true,
      team: rule ? rule.participantAllowedIncentiveTypes.includes('Team') : false,
    },
    schema: incentiveRuleInputSchema,
    toInput: (v) => ({
      allowedMinTarget: numberOrText(v.allowedMinTarget),
      allowedMaxTarget: numberOrText(v.allowedMaxTarget),
      frequency: v.frequency,
      incentiveCap: numberOrText(v.incentiveCap),
      effectiveDate: v.effectiveDate,
      participantAllowedIncentiveTypes: [...(v.individual ? ['Individual'] : []), ...(v.team ? ['Team'] : [])],
    }),
    errorsAt: { participantAllowedIncentiveTypes: 'individual' },
    save: (input) => saveRule(input, rule?.id ?? null),
    success: rule ? INCENTIVE_MESSAGES.ruleUpdated : INCENTIVE_MESSAGES.ruleCreated,
    onSaved: async () => {
      await onSaved();
      onClose();
    },
  });
  return (
    <FormDialog form={form} onClose={onClose} title={rule ? 'Edit rule' : 'Add rule'} submitLabel="Save rule">
      <TextField label="Allowed min target (₹)" required inputMode="decimal" {...form.field('allowedMinTarget')} />
      <TextField label="Allowed max target (₹)" required inputMode="decimal" {...form.field('allowedMaxTarget')} />
      <SelectField label="Frequency" required options={INCENTIVE_FREQUENCIES.map((f) => ({ value: f, label: f }))} {...form.field('frequency')} />
      <TextField label="Incentive cap (₹)" required inputMode="decimal" {...form.field('incentiveCap')} />
      <TextField label="Effective date" type="date" required {...form.field('effectiveDate')} />
      <fieldset className="flex flex-col gap-1">
        <legend className="text-sm font-medium">Participant incentive types</legend>
        <Checkbox label="Individual" {...form.check('individual')} />
        <Checkbox label="Team" {...form.check('team')} />
        {form.error('individual') && <p className="text-sm text-red-700">{form.error('individual')}</p>}
      </fieldset>
    </FormDialog>
  );
}

function SlabDialog({ slab, onClose, onSaved }: { slab: IncentiveSlab | null; onClose: () => void; onSaved: () => Promise<void> }) {
  const categories = useParticipantCategories();
  const text = (n: number | null | undefined) => (n === null || n === undefined ? '' : String(n));
  const form = useSchemaForm({
    defaultValues: {
      category: slab ? `${text(slab.designationId)}|${text(slab.departmentId)}|${text(slab.clientTypeId)}` : '',
      targetMinPercentage: text(slab?.targetMinPercentage),
      targetMaxPercentage: text(slab?.targetMaxPercentage),
      accountsClosedMin: text(slab?.accountsClosedMin),
      accountsClosedMax: text(slab?.accountsClosedMax),
      incentivePercentage: text(slab?.incentivePercentage),
      effectiveDate: slab?.effectiveDate ?? '',
    },
    schema: incentiveSlabInputSchema,
    toInput: (v) => {
      const [designationId = '', departmentId = '', clientTypeId = ''] = v.category.split('|');
      return {
        targetMinPercentage: numberOrText(v.targetMinPercentage),
        targetMaxPercentage: numberOrText(v.targetMaxPercentage),
        accountsClosedMin: numberOrText(v.accountsClosedMin),
        accountsClosedMax: numberOrText(v.accountsClosedMax),
        incentivePercentage: numberOrText(v.incentivePercentage),
        effectiveDate: v.effectiveDate,
        designationId: idOrNull(designationId),
        departmentId: idOrNull(departmentId),
        clientTypeId: idOrNull(clientTypeId),
      };
    },
    save: (input) => saveSlab(input, slab?.id ?? null),
    success: slab ? INCENTIVE_MESSAGES.slabUpdated : INCENTIVE_MESSAGES.slabCreated,
    onSaved: async () => {
      await onSaved();
      onClose();
    },
  });
  const options = (categories.data ?? []).map((c) => ({ value: `${text(c.designationId)}|${text(c.departmentId)}|${text(c.clientTypeId)}`, label: categoryLabel(c) }));
  return (
    <FormDialog form={form} onClose={onClose} title={slab ? 'Edit slab' : 'Add slab'} submitLabel="Save slab">
      <SelectField label="Participant category" placeholder={categories.isLoading ? 'Loading…' : 'Any category'} options={options} {...form.field('category')} />
      <TextField label="Target min %" required inputMode="decimal" {...form.field('targetMinPercentage')} />
      <TextField label="Target max %" required inputMode="decimal" hint="Exclusive" {...form.field('targetMaxPercentage')} />
      <TextField label="Accounts closed min" required inputMode="numeric" {...form.field('accountsClosedMin')} />
      <TextField label="Accounts closed max" required inputMode="numeric" hint="Exclusive" {...form.field('accountsClosedMax')} />
      <TextField label="Incentive %" required inputMode="decimal" {...form.field('incentivePercentage')} />
      <TextField label="Effective date" type="date" required {...form.field('effectiveDate')} />
    </FormDialog>
  );
}
