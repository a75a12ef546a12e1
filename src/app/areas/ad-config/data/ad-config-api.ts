import { adConfigEndpoints } from '../../../../domain/ad-config/ad-config.endpoints';
import type { AdConfigInput, AdConfigSection, AdConfigSectionView } from '../../../../domain/ad-config/ad-product-config';
import type { FlatPanel, FlatPanelInput, FlatPanelProjectOption } from '../../../../domain/ad-config/flat-panel';
import { call } from '../../../lib/api/call';
import { useResource, type Resource } from '../../../lib/data/use-resource';

const CONFIG = adConfigEndpoints.config.path;

/** The GET answer, kept per section (spec 002 §7): each section's form reads its own entry. */
export type AdConfigBySection = Partial<Record<AdConfigSection, AdConfigSectionView>>;

export function useAdConfig(): Resource<AdConfigBySection> {
  return useResource(CONFIG, async (signal) => {
    const answer = await call(adConfigEndpoints.config, { signal });
    return Object.fromEntries(answer.sections.map((s) => [s.section, s])) as AdConfigBySection;
  });
}

export const saveAdConfig = (input: AdConfigInput): Promise<AdConfigSectionView> => call(adConfigEndpoints.saveConfig, { body: input });

export function useFlatPanel(cityId: number | null): Resource<FlatPanel> {
  return useResource(cityId ? `flat-panel:${cityId}` : null, (signal) => call(adConfigEndpoints.flatPanel, { query: { city_id: cityId! }, signal }));
}

export function useFlatPanelProjects(cityId: number | null, q: string): Resource<FlatPanelProjectOption[]> {
  const typed = q.trim();
  return useResource(cityId ? `flat-panel-projects:${cityId}:${typed}` : null, (signal) => call(adConfigEndpoints.flatPanelProjects, { query: { city_id: cityId!, ...(typed ? { q: typed } : {}) }, signal }), { keepPrevious: true });
}

export const saveFlatPanel = (input: FlatPanelInput): Promise<FlatPanel> => call(adConfigEndpoints.saveFlatPanel, { body: input });
