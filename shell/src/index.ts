// Entry chunk. It crosses the async boundary: shared singletons (React, shared-contracts) can be
// consumed only after the federation runtime has initialised the share scope, which the dynamic
// import gives it time to do. Importing them here would fail with "Shared module is not available
// for eager consumption" – fixing the boundary, not adding `eager: true`, is the cure.
import { showStartFailure } from './app/start-failure';
import { yieldToMain } from './behaviour/yield-to-main';
import { startManifestFetches } from './platform/early-manifests';

// Before the bootstrap chunks arrive: the remotes' manifests load in parallel with them.
startManifestFetches();

// The federation runtime's start-up ran in this task; the bootstrap starts in the next (see
// bootstrap.tsx on start-up in short tasks).
yieldToMain()
  .then(() => import('./bootstrap'))
  .catch((error: unknown) => showStartFailure('[shell] oppstart feilet', error));
