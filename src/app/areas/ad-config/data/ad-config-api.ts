import type { AdConfigAnswer, AdConfigInput, AdConfigSection, AdConfigSectionView } from '../../../../domain/ad-config/ad-product-config';
import type { FlatPanel, FlatPanelInput, FlatPanelProjectOption } from '../../../../domain/ad-config/flat-panel';
import { api } from '../../../lib/api/api';
import { useResource, type Resource } from '../../../lib/data/use-resource';

const CONFIG = '/housingAP/api/v0/product-configuration-details';
const FLAT_PANEL = '/housingAdvert/api/v0/flat-panel';

/** The GET answer, kept per section (spec 002 §7): each section's form reads its own entry. */
export type AdConfigBySection = Partial<Record<AdConfigSection, AdConfigSectionView>>;

export function useAdConfig(): Resource<AdConfigBySection> {
  return useResource(CONFIG, async (signal) => {
    const answer = await api.get<AdConfigAnswer>(CONFIG, { signal });
    return Object.fromEntries(answer.sections.map((s) => [s.section, s])) as AdConfigBySection;
  });
}

export const saveAdConfig = (input: AdConfigInput) => api.post<AdConfigSectionView>(CONFIG, input);

export function useFlatPanel(cityId: number | null): Resource<FlatPanel> {
  const url = cityId ? `${FLAT_PANEL}?city_id=${cityId}` : null;
  return useResource(url, (signal) => api.get<FlatPanel>(url!, { signal }));
}

export function useFlatPanelProjects(cityId: number | null, q: string): Resource<FlatPanelProjectOption[]> {
  const url = cityId ? `${FLAT_PANEL}/projects?city_id=${cityId}${q.trim() ? `&q=${encodeURIComponent(q.trim())}` : ''}` : null;
  return useResource(url, (signal) => api.get<FlatPanelProjectOption[]>(url!, { signal }), { keepPrevious: true });
}

export const saveFlatPanel = (input: FlatPanelInput) => api.put<FlatPanel>(FLAT_PANEL, input);
