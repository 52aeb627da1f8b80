// `@FastRead()` on a GET route: one of the investors' most frequent reads (every screen of "내 투자"
// opens with them), answered from a Fastify hook ahead of the framework's router, through the same
// guards, interceptors and parameter decorators the router would apply (app/fast-reads.ts), and
// with the session as this process resolved it a moment ago (identity/sessions/recent-sessions.ts).
// The mark is the list: the hook finds the marked methods at start-up, so no route is answered
// early that its controller does not say is, and nothing answers one before its guards have.
import { SetMetadata } from '@nestjs/common';

export const FAST_READ = 'http:fast-read';

export const FastRead = () => SetMetadata(FAST_READ, true);
