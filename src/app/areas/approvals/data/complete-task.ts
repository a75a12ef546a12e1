import type { TaskResult } from '../../../../domain/approvals/approval-answers';
import { api } from '../../../lib/api/api';

/** POST /api/sapna/v2/task {taskKey, remark} with a remark, /api/sapna/v3/task {taskKey} without (spec 002 §7). The screen shows a failure as a Failed task status. */
export function completeTask(taskKey: string, remark: string): Promise<TaskResult> {
  const text = remark.trim();
  return text ? api.post<TaskResult>('/sapna/v2/task', { taskKey, remark: text }, { notify: false }) : api.post<TaskResult>('/sapna/v3/task', { taskKey }, { notify: false });
}
