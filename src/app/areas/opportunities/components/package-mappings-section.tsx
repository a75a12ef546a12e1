import { Link } from '@tanstack/react-router';
import { useState, type ReactNode } from 'react';
import { formatRupees } from '../../../../domain/format/rupees';
import { Button } from '../../../ui/button';
import { SectionPanel } from '../../../ui/section-panel';
import { EmptyState } from '../../../ui/status/empty-state';
import type { OpportunityPage, PackageMapping } from '../data/opportunity-types';
import { AddPackageDialog } from './add-package-dialog';
import { DiscountApprovedBadge } from './discount-approved-badge';
import { LinkProjectsDialog } from './link-projects-dialog';
import { ProductMappingsTable } from './product-mappings-table';
import type { ActivationRights } from '../data/product-activation';

function Figure({ term, children }: { term: string; children: ReactNode }) {
  return (
    <div>
      <dt className="text-xs text-slate-600">{term}</dt>
      <dd className="text-sm font-medium text-slate-900 tabular-nums">{children}</dd>
    </div>
  );
}

function PackageMappingCard({
  mapping,
  opportunity,
  canEdit,
  onChanged,
  actions,
  rights,
}: {
  mapping: PackageMapping;
  opportunity: OpportunityPage;
  canEdit: boolean;
  onChanged: () => void;
  actions?: ReactNode;
  rights?: ActivationRights | undefined;
}) {
  const [linking, setLinking] = useState(false);
  const title = mapping.packageName ?? `Package ${mapping.packageId}`;
  return (
    <li className="rounded-lg border border-slate-200 bg-white p-3" aria-label={`Package ${title}`}>
      <div className="flex flex-wrap items-center justify-between gap-2">
        <h3 className="text-sm font-semibold text-slate-900">
          {title} <span className="font-normal text-slate-600">#{mapping.id}</span>
        </h3>
        <div className="flex items-center gap-2">
          {/* Issue 14: the NP slots of this mapping (np-slot/{opportunityPackageMappingId}). */}
          {mapping.opportunityProductMappingDtos.some((p) => /new project/i.test(p.productName ?? '')) && (
            <Link to="/np-slot/$opmId" params={{ opmId: mapping.id }} className="text-sm text-sky-700 underline">
              NP slots
            </Link>
          )}
          <DiscountApprovedBadge value={mapping.discountApproved} />
        </div>
      </div>
      <dl className="mt-2 grid grid-cols-2 gap-2 sm:grid-cols-5">
        <Figure term="Rate price">{formatRupees(mapping.ratePrice)}</Figure>
        <Figure term="Sales price">{formatRupees(mapping.salesPrice)}</Figure>
        <Figure term="Discount">{formatRupees(mapping.discount)}</Figure>
        <Figure term="Quantity">{mapping.quantity}</Figure>
        <Figure term="Validity">{mapping.validityDays} days</Figure>
      </dl>
      <h4 className="mt-3 mb-1 text-xs font-semibold tracking-wide text-slate-700 uppercase">Products</h4>
      <ProductMappingsTable products={mapping.opportunityProductMappingDtos} canEdit={canEdit} onChanged={onChanged} rights={rights} />
      <div className="mt-3 flex flex-wrap items-center justify-between gap-2">
        <h4 className="text-xs font-semibold tracking-wide text-slate-700 uppercase">
          Projects ({mapping.projects.length} of {mapping.quantity})
        </h4>
        <div className="flex flex-wrap gap-2">
          {canEdit && (
            <Button size="sm" variant="secondary" onClick={() => setLinking(true)}>
              Link projects
            </Button>
          )}
          {actions}
        </div>
      </div>
      {mapping.projects.length > 0 ? (
        <ul className="mt-1 flex flex-wrap gap-1">
          {mapping.projects.map((p) => (
            <li key={p.id} className="rounded bg-slate-100 px-2 py-0.5 text-xs text-slate-800">
              {p.projectName} (#{p.projectId})
            </li>
          ))}
        </ul>
      ) : (
        <p className="mt-1 text-sm text-slate-600">No projects linked.</p>
      )}
      {linking && <LinkProjectsDialog mapping={mapping} cityId={opportunity.cityId} onClose={() => setLinking(false)} onLinked={onChanged} />}
    </li>
  );
}

/** Package mappings with their prices, discountApproved, products and linked projects; adding a package. */
export function PackageMappingsSection({
  opportunity,
  canEdit,
  onChanged,
  packageActions,
  activationRights,
}: {
  opportunity: OpportunityPage;
  canEdit: boolean;
  onChanged: () => void;
  /** More actions per package, from other areas (a slot-date extension request). */
  packageActions?: (mapping: PackageMapping) => ReactNode;
  /** Product activation controls (absent: none). */
  activationRights?: ActivationRights;
}) {
  const [adding, setAdding] = useState(false);
  const mappings = opportunity.opportunityPackageMappingDetails;
  return (
    <SectionPanel
      title="Packages"
      actions={
        canEdit && <Button onClick={() => setAdding(true)}>Add package</Button>
      }
    >
      {mappings.length === 0 ? (
        <EmptyState title="No packages yet">{canEdit ? 'Add a package to price this opportunity.' : null}</EmptyState>
      ) : (
        <ul className="flex flex-col gap-3">
          {mappings.map((mapping) => (
            <PackageMappingCard
              key={mapping.id}
              mapping={mapping}
              opportunity={opportunity}
              canEdit={canEdit}
              onChanged={onChanged}
              actions={packageActions?.(mapping)}
              rights={activationRights}
            />
          ))}
        </ul>
      )}
      {adding && <AddPackageDialog opportunity={opportunity} onClose={() => setAdding(false)} onAdded={onChanged} />}
    </SectionPanel>
  );
}
