import fc from 'fast-check';

/**
 * Random-input tests (fast-check) run on one fixed seed by default, so CI is reproducible: the same inputs every
 * run, and a red run is a change's doing, not the dice's. `FC_SEED=random npm run test:unit` draws fresh inputs:
 * the way to hunt for new failures. A failure prints its seed; `FC_SEED=<that seed>` replays it.
 */
const seedSetting = process.env.FC_SEED ?? '20261125';
if (seedSetting !== 'random') fc.configureGlobal({ seed: Number(seedSetting) });
