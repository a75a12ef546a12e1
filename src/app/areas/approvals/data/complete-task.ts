import type { TaskResult } from '../../../../domain/approvals/approval-answers';
import { approvalEndpoints } from '../../../../domain/approvals/approvals.endpoints';
import { call } from '../../../lib/api/call';

/** POST /api/sapna/v2/task {taskKey, remark} with a remark, /api/sapna/v3/task {taskKey} without (spec 002 §7). The screen shows a failure as a Failed task status. */
export function completeTask(taskKey: string, remark: string): Promise<TaskResult> {
  const text = remark.trim();
  return text
    ? call(approvalEndpoints.completeTaskWithRemark, { body: { taskKey, remark: text }, notify: false })
    : call(approvalEndpoints.completeTask, { body: { taskKey }, notify: false });
}
