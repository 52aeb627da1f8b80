// The investing context's commands, each beside its handler, and its read model: the one list its
// module's providers, the worker's command catalogue, the projection registry and the verify
// lanes are derived from (shared/manifest/context-manifest.ts).
import { batchedBy, defineManifest, handledBy } from '../shared/manifest/context-manifest';
import { CancelInvestment } from './commands/cancel-investment.command';
import { CancelInvestmentHandler } from './commands/cancel-investment.handler';
import { PlaceInvestments } from './commands/place-investments.command';
import { PlaceInvestmentsHandler } from './commands/place-investments.handler';
import { holdingsProjection } from './projections/holdings.projection';

export const investingManifest = defineManifest({
  context: 'investing',
  commands: [
    // A launch rush: the pending investments of one product are decided together.
    batchedBy(PlaceInvestments, PlaceInvestmentsHandler),
    handledBy(CancelInvestment, CancelInvestmentHandler),
  ],
  projections: [holdingsProjection],
});
