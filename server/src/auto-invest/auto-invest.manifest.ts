// The auto-invest context's commands, each beside its handler, and its read model: the one list
// its module's providers, the worker's command catalogue, the projection registry and the verify
// lanes are derived from (shared/manifest/context-manifest.ts).
import { defineManifest, handledBy } from '../shared/manifest/context-manifest';
import { PlaceAutoInvestments, SetAutoInvest, StopAutoInvest } from './commands/auto-invest.commands';
import { SetAutoInvestHandler, StopAutoInvestHandler } from './commands/contract.handlers';
import { PlaceAutoInvestmentsHandler } from './placement/place-on-opening.handler';
import { autoInvestProjection } from './projections/auto-invest.projection';

export const autoInvestManifest = defineManifest({
  context: 'auto-invest',
  commands: [
    handledBy(SetAutoInvest, SetAutoInvestHandler),
    handledBy(StopAutoInvest, StopAutoInvestHandler),
    handledBy(PlaceAutoInvestments, PlaceAutoInvestmentsHandler),
  ],
  projections: [autoInvestProjection],
});
