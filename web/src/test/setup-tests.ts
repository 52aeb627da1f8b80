import '@testing-library/jest-dom';
import { configure } from '@testing-library/react';

// findBy… and waitFor give up after 1 s by default. A route's screen is a lazy chunk that ts-jest
// compiles on first import, and npm test runs these files beside the integration files on two
// cores: under that load a first import took longer than a second (router.spec, "renders a
// protected screen"). What the tests wait for is unchanged; they may wait up to 5 s for it.
configure({ asyncUtilTimeout: 5_000 });
