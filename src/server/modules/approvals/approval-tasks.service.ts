// Approval tasks (spec 002 §3/§7): POST /sapna/v2/task {taskKey, remark} and /sapna/v3/task {taskKey} complete one
// step of an approval (a review or the approval, Approved or Rejected) named by its task key (domain/approvals/task-keys).
// A key that names no task is 404; one the caller may not complete is 403; a step that can no longer be completed
// (already processed, waiting for review, changed) is 400 with the reason: the screen shows a Failed task status.
import type { TaskResult } from '../../../domain/approvals/approval-answers';
import { parseTaskKey } from '../../../domain/approvals/task-keys';
import { ApiError, badRequest, notFound } from '../../errors';
import type { ServiceContext } from '../../shared/http/service-context';
import { APPROVAL_MESSAGES } from '../../../domain/approvals/approval-messages';
import { processApproval, processReview } from './approval-processing.service';
import { findApproval } from './approvals.repo';

export async function completeTask(ctx: ServiceContext, taskKey: string, remark: string | null): Promise<TaskResult> {
  const task = parseTaskKey(taskKey);
  if (!task || !(await findApproval(ctx.tx, task.approvalId))) throw notFound(APPROVAL_MESSAGES.taskNotFound);
  try {
    const result =
      task.path === 'review'
        ? await processReview(ctx, task.approvalId, task.decision, { remark })
        : await processApproval(ctx, task.approvalId, task.decision, { remark });
    return { taskKey, taskStatus: 'Completed', approvalId: task.approvalId, approvalStatus: result.status, message: APPROVAL_MESSAGES.taskCompleted };
  } catch (error) {
    if (error instanceof ApiError && error.status === 409) throw badRequest(error.message);
    throw error;
  }
}
