import { z } from 'zod';

/** A queued offline mutation as the device sends it in POST /api/sync/v1/push (SYNC.md "Outbox"). */
export const pushCommandSchema = z.object({
  seq: z.number().int().positive(),
  mutationId: z.uuid(),
  name: z.string().min(1).max(100),
  args: z.record(z.string(), z.unknown()),
  deviceTime: z.string().max(40),
  baseVersion: z.number().int().positive().nullish(),
});
export type PushCommand = z.infer<typeof pushCommandSchema>;
