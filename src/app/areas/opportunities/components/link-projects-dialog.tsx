import { useEffect, useState } from 'react';
import { FAILURE_MESSAGES } from '../../../../domain/errors/messages';
import { DEBOUNCE_MS } from '../../../../domain/reference/limits';
import { projectLimitMessage } from '../../../../domain/validation/messages';
import { useSave } from '../../../lib/forms/use-save';
import { Checkbox } from '../../../ui/form/checkbox';
import { Dialog } from '../../../ui/dialog/dialog';
import { DialogActions } from '../../../ui/dialog/dialog-actions';
import { Spinner } from '../../../ui/status/spinner';
import { TextField } from '../../../ui/form/text-field';
import { useNotify } from '../../../ui/snackbar/use-notify';
import type { PackageMapping } from '../data/opportunity-types';
import type { ProjectLookup as ProjectOption } from '../../../../domain/opportunities/opportunity-answers';
import { packageMappingEndpoints } from '../../../../domain/opportunities/package-mappings.endpoints';
import { call } from '../../../lib/api/call';

/** Room left for projects on a package mapping: its quantity less the projects already linked. */
export function projectRoom(mapping: Pick<PackageMapping, 'quantity' | 'projects'>): number {
  return Math.max(0, mapping.quantity - mapping.projects.length);
}

/** Search projects and link them to a package mapping, at most its quantity in all. */
export function LinkProjectsDialog({ mapping, cityId, onClose, onLinked }: { mapping: PackageMapping; cityId: number | null; onClose: () => void; onLinked: () => void }) {
  const notify = useNotify();
  const [query, setQuery] = useState('');
  const [results, setResults] = useState<ProjectOption[] | null>(null);
  const [selected, setSelected] = useState<ProjectOption[]>([]);
  const linkedIds = new Set(mapping.projects.map((p) => p.projectId));

  useEffect(() => {
    const controller = new AbortController();
    const timer = setTimeout(() => {
      // Up to 20 projects by name or id.
      call(packageMappingEndpoints.searchProjects, { query: { q: query.trim() || undefined, cityId }, signal: controller.signal }).then(
        (page) => setResults(page.results),
        () => !controller.signal.aborted && setResults([]),
      );
    }, DEBOUNCE_MS);
    return () => {
      clearTimeout(timer);
      controller.abort();
    };
  }, [query, cityId]);

  function toggle(project: ProjectOption, on: boolean) {
    if (!on) {
      setSelected((list) => list.filter((p) => p.id !== project.id));
      return;
    }
    if (selected.length + 1 > projectRoom(mapping)) {
      notify.warning(projectLimitMessage(mapping.quantity));
      return;
    }
    setSelected((list) => [...list, project]);
  }

  const linking = useSave({
    onSaved: () => {
      onLinked();
      onClose();
    },
    failure: { inline: [], notice: { fallback: FAILURE_MESSAGES.linkProjectsFailed } },
  });

  function submit() {
    if (selected.length === 0) return;
    // Checked here before sending; the server refuses it too.
    if (mapping.projects.length + selected.length > mapping.quantity) {
      notify.warning(projectLimitMessage(mapping.quantity));
      return;
    }
    void linking.run(() =>
      call(packageMappingEndpoints.linkProjects, { params: { id: mapping.opportunityId }, body: { opportunityPackageMappingId: mapping.id, projectIds: selected.map((p) => p.id) }, notify: false }),
    );
  }

  return (
    <Dialog
      open
      onClose={onClose}
      size="lg"
      title={`Link projects to ${mapping.packageName ?? `package ${mapping.packageId}`}`}
      description={`Up to ${mapping.quantity} projects; ${mapping.projects.length} linked, ${selected.length} selected.`}
      actions={<DialogActions onCancel={onClose} label={`Link ${selected.length || ''} projects`} busy={linking.busy} disabled={selected.length === 0} onAction={submit} />}
    >
      <TextField label="Search projects by name or id" type="search" value={query} onChange={(e) => setQuery(e.target.value)} maxLength={100} autoFocus />
      <div className="mt-3" aria-live="polite">
        {results === null ? (
          <p className="flex items-center gap-2 text-sm text-slate-600">
            <Spinner size="sm" /> Searching…
          </p>
        ) : results.length === 0 ? (
          <p className="text-sm text-slate-600">No projects found.</p>
        ) : (
          <ul className="flex flex-col divide-y divide-slate-100">
            {results.map((project) => (
              <li key={project.id}>
                <Checkbox
                  label={`${project.name} (#${project.id})${linkedIds.has(project.id) ? ' · already linked' : ''}`}
                  checked={linkedIds.has(project.id) || selected.some((p) => p.id === project.id)}
                  disabled={linkedIds.has(project.id)}
                  onChange={(e) => toggle(project, e.target.checked)}
                />
              </li>
            ))}
          </ul>
        )}
      </div>
    </Dialog>
  );
}
