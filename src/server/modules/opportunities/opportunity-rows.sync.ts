import { sql, type SQL } from 'drizzle-orm';
import { alias } from 'drizzle-orm/pg-core';
import { pendingCollectionAmount } from '../../../domain/opportunities/derived-amounts';
import { APPROVED_AMOUNT_STATUS_ID } from '../../../domain/payments/statuses';
import type { Tx } from '../../db/client';
import { users } from '../../db/schema/index';
import { fullName } from '../../shared/sql/user-names.sql';
import { opportunityDealValue } from '../../shared/sql/deal-value.sql';
import { parseJsonText } from '../../shared/sql/json-text';
import { isoInstant as iso, jsonRows, type IdFilter } from '../../sync/json-rows';
import type { OpportunityRow } from '../../../domain/sync/mirror-rows';

// The sync's row loader of opportunities (package and product mappings nested, JSON text parsed).

const owner = alias(users, 'owner');

/**
 * The package mappings (with products and linked projects) of the page's opportunities, as one JSON list per
 * opportunity: grouped sets joined once, not a subquery per row (a page holds thousands of opportunities).
 */
function packageMappingLists(idFilter: IdFilter): SQL {
  const mappingsOfPage = sql`(select m.id from opportunity_package_mappings m where ${idFilter(sql`m.opportunity_id`)})`;
  return sql`(select m.opportunity_id, json_agg(json_build_object(
        'id', m.id, 'opportunityId', m.opportunity_id, 'packageId', m.package_id, 'packageName', pkg.name,
        'ratePrice', m.rate_price, 'salesPrice', m.sales_price, 'discount', m.discount, 'quantity', m.quantity,
        'validityDays', m.validity_days, 'cityId', m.city_id, 'localityId', m.locality_id, 'statusId', m.status_id,
        'discountApproved', m.discount_approved, 'pricingParameters', m.pricing_parameters,
        'createdAt', ${iso(sql`m.created_at`)},
        'projects', coalesce(projects.list, '[]'),
        'opportunityProductMappingDtos', coalesce(products.list, '[]')) order by m.id) as list
      from opportunity_package_mappings m
      left join packages pkg on pkg.id = m.package_id
      left join (select pr.opportunity_package_mapping_id as mapping_id, json_agg(json_build_object(
            'id', pr.id, 'productId', pr.product_id, 'productName', product.name,
            'activationParameters', pr.activation_parameters, 'requiredActivationParameters', pr.required_activation_parameters,
            'extraDetail', pr.extra_detail, 'fixedParameters', pr.fixed_parameters, 'activated', pr.activated) order by pr.id) as list
          from opportunity_product_mappings pr left join products product on product.id = pr.product_id
          where pr.opportunity_package_mapping_id in ${mappingsOfPage}
          group by pr.opportunity_package_mapping_id) products on products.mapping_id = m.id
      left join (select pm.opportunity_package_mapping_id as mapping_id,
            json_agg(json_build_object('id', pm.id, 'projectId', pm.project_id, 'projectName', pm.project_name) order by pm.id) as list
          from opportunity_project_mappings pm
          where pm.opportunity_package_mapping_id in ${mappingsOfPage}
          group by pm.opportunity_package_mapping_id) projects on projects.mapping_id = m.id
      where ${idFilter(sql`m.opportunity_id`)}
      group by m.opportunity_id)`;
}

/**
 * collectedAmount: the same sum as opportunityCollectedAmount (deal-value.sql.ts, the ledger: payments in status 6,
 * and 10/14 less their refunds, over the milestones of the opportunity's termsheets), joined as one grouped set for
 * the whole page: a correlated subquery per row degrades badly when the planner lacks statistics (PGlite runs no
 * autovacuum).
 */
function collectedAmounts(idFilter: IdFilter) {
  return sql`(select t.opportunity_id, sum(money_payment_collected(p.id, p.status_id, p.amount)) as collected
      from termsheets t join milestones ms on ms.termsheet_id = t.id join payments p on p.milestone_id = ms.id
      where p.status_id in (${APPROVED_AMOUNT_STATUS_ID}, 10, 14) and ${idFilter(sql`t.opportunity_id`)}
      group by t.opportunity_id)`;
}

type RawOpportunityRow = Omit<OpportunityRow, 'pendingCollectionAmount'>;

/** JSON text columns are parsed on read (spec 000 §3); a malformed one reads as null, as on the online page. */
function parseMappings(row: RawOpportunityRow): OpportunityRow {
  const mappings = row.opportunityPackageMappingDetails.map((m) => ({
    ...m,
    pricingParameters: parseJsonText(m.pricingParameters as string | null, 'pricingParameters', m.id),
    opportunityProductMappingDtos: m.opportunityProductMappingDtos.map((p) => ({
      ...p,
      activationParameters: parseJsonText(p.activationParameters as string | null, 'activationParameters', p.id),
      requiredActivationParameters: parseJsonText(p.requiredActivationParameters as string | null, 'requiredActivationParameters', p.id),
      extraDetail: parseJsonText(p.extraDetail as string | null, 'extraDetail', p.id),
      fixedParameters: parseJsonText(p.fixedParameters as string | null, 'fixedParameters', p.id),
    })),
  }));
  return { ...row, pendingCollectionAmount: pendingCollectionAmount(row.dealValue, row.collectedAmount), opportunityPackageMappingDetails: mappings };
}

export async function loadOpportunityRows(tx: Tx, idFilter: IdFilter): Promise<OpportunityRow[]> {
  const rows = await jsonRows<RawOpportunityRow>(
    tx,
    sql`select o.id, json_build_object(
        'id', o.id, 'name', o.name, 'typeId', o.type_id, 'kind', o.kind, 'accountId', o.account_id, 'cityId', o.city_id,
        'statusId', o.status_id, 'brokerStage', o.broker_stage, 'ownerId', o.owner_id, 'ownerName', ${fullName(owner)},
        'account', json_build_object('housingProfileId', a.housing_profile_id, 'name', a.name, 'statusId', a.status_id, 'clientTypeId', a.client_type_id),
        'dealValue', ${opportunityDealValue(sql`o.id`)}::numeric, 'collectedAmount', coalesce(collected.collected, 0),
        'parentOpportunityId', o.parent_opportunity_id, 'childOpportunityId', o.child_opportunity_id,
        'lostReason', o.lost_reason, 'lostAt', ${iso(sql`o.lost_at`)}, 'renewalDueOn', ${iso(sql`o.renewal_due_on`)},
        'rowClass', o.row_class, 'version', o.version,
        'createdAt', ${iso(sql`o.created_at`)}, 'updatedAt', ${iso(sql`o.updated_at`)},
        'opportunityPackageMappingDetails', coalesce(mappings.list, '[]')) as j
      from opportunities o
      join accounts a on a.id = o.account_id
      left join users owner on owner.id = o.owner_id
      left join ${collectedAmounts(idFilter)} collected on collected.opportunity_id = o.id
      left join ${packageMappingLists(idFilter)} mappings on mappings.opportunity_id = o.id
      where ${idFilter(sql`o.id`)}`,
  );
  return rows.map(parseMappings);
}
