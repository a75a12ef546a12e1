import { z } from 'zod';
import { requiredId } from '../validation/zod-fields';

/** locality-agent-mapping (admin menu tab 'Locality Agent Mapping'): which agents serve which localities. */
export const AGENT_LOCALITY_MESSAGES = {
  added: 'Agent mapped to the locality',
  removed: 'Mapping removed',
  duplicate: 'This agent is already mapped to this locality',
  agentNotFound: 'Agent not found',
  mappingNotFound: 'Mapping not found',
} as const;

export const agentLocalityInputSchema = z.object({ agentId: requiredId(), localityId: requiredId() });
export type AgentLocalityInput = z.infer<typeof agentLocalityInputSchema>;

export const agentLocalityViewSchema = z.object({
  id: z.number().int(),
  agentId: z.number().int(),
  agentName: z.string(),
  localityId: z.number().int(),
  localityName: z.string(),
  cityId: z.number().int(),
  cityName: z.string(),
});
export type AgentLocalityView = z.infer<typeof agentLocalityViewSchema>;

/** An agent who may be mapped: an active user of the brand holding a selling role. */
export const mappableAgentSchema = z.object({ id: z.number().int(), name: z.string() });
export type MappableAgent = z.infer<typeof mappableAgentSchema>;
