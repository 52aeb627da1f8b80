// Node flags for the server processes (npm start, npm run worker, the benchmark's processes).
// A request on the hot path allocates many short-lived objects (bodies, rows, outcomes), and at
// the default young-generation size garbage collection was 15 % of the API's CPU in the launch
// rush. A 128 MB semi-space (at most 256 MB of young objects a process) scavenges far less often:
// 64 MB gave +12 % throughput in `npm run bench -- invest-burst`, 128 MB about 8 % more.
module.exports = ['--max-semi-space-size=128'];
