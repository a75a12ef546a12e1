import { z } from 'zod';
import { packageContentInputSchema, packageContentSummarySchema, packageContentViewSchema } from '../../../domain/package-content/package-content';
import { allInOnePage, pagedSchema } from '../../../domain/paging/paged';
import type { AppInstance } from '../../http';
import { idParam } from '../../shared/route-params';
import { runService } from '../../shared/service-context';
import { listPackageContent, packageContent, savePackageContent } from './package-content.service';

export async function packageContentRoutes(api: AppInstance): Promise<void> {
  const tags = ['package-content'];
  api.get(
    '/sapna/v1/package-content',
    {
      schema: {
        tags,
        summary: 'Packages with whether each has display content',
        response: { 200: pagedSchema(packageContentSummarySchema) },
      },
    },
    async (request) => allInOnePage(await runService(api.db, request, (ctx) => listPackageContent(ctx))),
  );
  api.get(
    '/sapna/v1/package-content/:packageId',
    {
      schema: {
        tags,
        summary: "A package's display content (title, description, highlights, image URL; empty when none saved)",
        params: z.object({ packageId: idParam() }),
        response: { 200: packageContentViewSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => packageContent(ctx, request.params.packageId)),
  );
  api.put(
    '/sapna/v1/package-content/:packageId',
    {
      schema: {
        tags,
        summary: "Save a package's display content (content role: Housing Content, Admin)",
        params: z.object({ packageId: idParam() }),
        body: packageContentInputSchema,
        response: { 200: packageContentViewSchema },
      },
    },
    async (request) => runService(api.db, request, (ctx) => savePackageContent(ctx, request.params.packageId, request.body)),
  );
}
