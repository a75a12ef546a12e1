import { asc, eq, sql } from 'drizzle-orm';
import type { Tx } from '../../db/client';
import { packageContents, packageFamilies, packages } from '../../db/schema/index';

const base = {
  packageId: packages.id,
  packageName: packages.name,
  packageFamilyName: packageFamilies.name,
  active: packages.active,
};

export async function packageSummaries(tx: Tx) {
  return tx
    .select({ ...base, hasContent: sql<boolean>`${packageContents.packageId} is not null` })
    .from(packages)
    .leftJoin(packageFamilies, eq(packageFamilies.id, packages.familyId))
    .leftJoin(packageContents, eq(packageContents.packageId, packages.id))
    .orderBy(asc(packages.name), asc(packages.id))
    .limit(10_000);
}

export async function packageWithContent(tx: Tx, packageId: number) {
  const [row] = await tx
    .select({
      ...base,
      title: packageContents.title,
      description: packageContents.description,
      highlights: packageContents.highlights,
      imageUrl: packageContents.imageUrl,
      updatedAt: packageContents.updatedAt,
    })
    .from(packages)
    .leftJoin(packageFamilies, eq(packageFamilies.id, packages.familyId))
    .leftJoin(packageContents, eq(packageContents.packageId, packages.id))
    .where(eq(packages.id, packageId));
  return row;
}

export async function lockPackage(tx: Tx, packageId: number) {
  const [row] = await tx.select({ id: packages.id }).from(packages).where(eq(packages.id, packageId)).for('update');
  return row;
}

export async function upsertContent(
  tx: Tx,
  packageId: number,
  content: { title: string; description: string; highlights: string; imageUrl: string | null },
  by: number,
  now: Date,
) {
  await tx
    .insert(packageContents)
    .values({ packageId, ...content, updatedBy: by, updatedAt: now })
    .onConflictDoUpdate({ target: packageContents.packageId, set: { ...content, updatedBy: by, updatedAt: now } });
}
