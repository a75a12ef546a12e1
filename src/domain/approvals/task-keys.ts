// Task keys (spec 002 §3 "Task approval: taskKey, remark"): one key per step a user may complete on an approval,
// APR-{approvalId}-{review|approval}-{Approved|Rejected}. The server checks who may complete it.

export type TaskPath = 'review' | 'approval';
export type TaskDecision = 'Approved' | 'Rejected';
export type ParsedTaskKey = { approvalId: number; path: TaskPath; decision: TaskDecision };

export function taskKeyOf(task: ParsedTaskKey): string {
  return `APR-${task.approvalId}-${task.path}-${task.decision}`;
}

const TASK_KEY = /^APR-([1-9]\d{0,9})-(review|approval)-(Approved|Rejected)$/;

/** The task a key names, or null for a key that names none. */
export function parseTaskKey(key: string): ParsedTaskKey | null {
  const match = TASK_KEY.exec(key);
  if (!match) return null;
  const approvalId = Number(match[1]);
  if (approvalId > 2_147_483_647) return null;
  return { approvalId, path: match[2] as TaskPath, decision: match[3] as TaskDecision };
}
