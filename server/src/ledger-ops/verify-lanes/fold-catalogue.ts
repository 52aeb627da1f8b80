// Every context's manifest, as plain module imports, and the folded projections they list: a
// verify lane in a worker thread (fold-lane.thread.ts) has no application and no registry, only
// this. verify-lanes.ts sends a thread only projections found here; any other is verified on the
// main thread. A test (test/integration/platform/context-manifests.int.spec.ts) holds every command and projection of
// the source to one of these manifests.
import type { Projection } from '../../shared/event-store/inline-projections';
import type { ContextManifest } from '../../shared/manifest/context-manifest';
import { autoInvestManifest } from '../../auto-invest';
import { investingManifest } from '../../investing';
import { productsManifest } from '../../products';
import { repaymentsManifest } from '../../repayments';
import { walletManifest } from '../../wallet';

/** In the order the modules register them (dependencies first). */
export const CONTEXT_MANIFESTS: readonly ContextManifest[] = [walletManifest, productsManifest, investingManifest, repaymentsManifest, autoInvestManifest];

export const FOLDED_PROJECTIONS: readonly Projection[] = CONTEXT_MANIFESTS.flatMap((m) => m.projections);
