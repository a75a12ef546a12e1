import { can } from '../../../domain/auth/capabilities';
import {
  PACKAGE_CONTENT_MESSAGES,
  type PackageContentInput,
  type PackageContentSummary,
  type PackageContentView,
} from '../../../domain/package-content/package-content';
import { forbidden, notFound } from '../../errors';
import type { ServiceContext } from '../../shared/http/service-context';
import * as repo from './package-content.repo';

/** content-package-page: every signed-in user reads a package's content; `content` (Housing Content, Admin) writes. */

function highlightsOf(text: string | null): string[] {
  if (!text) return [];
  try {
    const parsed: unknown = JSON.parse(text);
    return Array.isArray(parsed) ? parsed.filter((h): h is string => typeof h === 'string') : [];
  } catch {
    return [];
  }
}

export async function listPackageContent(ctx: ServiceContext): Promise<PackageContentSummary[]> {
  return repo.packageSummaries(ctx.tx);
}

export async function packageContent(ctx: ServiceContext, packageId: number): Promise<PackageContentView> {
  const row = await repo.packageWithContent(ctx.tx, packageId);
  if (!row) throw notFound(PACKAGE_CONTENT_MESSAGES.packageNotFound);
  return {
    packageId: row.packageId,
    packageName: row.packageName,
    packageFamilyName: row.packageFamilyName,
    title: row.title ?? '',
    description: row.description ?? '',
    highlights: highlightsOf(row.highlights),
    imageUrl: row.imageUrl,
    updatedAt: row.updatedAt ? row.updatedAt.toISOString() : null,
  };
}

export async function savePackageContent(ctx: ServiceContext, packageId: number, input: PackageContentInput): Promise<PackageContentView> {
  if (!can(ctx.user, 'content')) throw forbidden();
  if (!(await repo.lockPackage(ctx.tx, packageId))) throw notFound(PACKAGE_CONTENT_MESSAGES.packageNotFound);
  await repo.upsertContent(
    ctx.tx,
    packageId,
    { title: input.title, description: input.description, highlights: JSON.stringify(input.highlights), imageUrl: input.imageUrl },
    ctx.user.id,
    ctx.now,
  );
  return packageContent(ctx, packageId);
}
