// The reads benchmark's reference endpoint: bare Fastify and pg, no framework, one indexed lookup
// per request on the same database as the platform (a wallet row by primary key), answered as
// JSON. What the platform's reads are measured against: the ceiling of "one query and an answer"
// on this machine at this moment. Run with the server processes' Node flags, like the API.
//   DATABASE_URL=… PORT=… node test/support/reference-server.cjs
const Fastify = require('fastify');
const { Pool } = require('pg');

const pool = new Pool({ connectionString: process.env.DATABASE_URL, max: Number(process.env.DB_POOL_SIZE ?? 30) });
const app = Fastify({ logger: false });
const UUID = /^[0-9a-f]{8}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{4}-[0-9a-f]{12}$/;

app.get('/ref/:userId', async (request, reply) => {
  const { userId } = request.params;
  if (!UUID.test(userId)) return reply.code(400).send({ fail_code: 'invalid_input' });
  const { rows } = await pool.query({ name: 'ref', text: 'SELECT balance, held FROM wallets WHERE user_id = $1', values: [userId] });
  return { balance: Number(rows[0]?.balance ?? 0), held: Number(rows[0]?.held ?? 0) };
});
app.get('/health', async () => ({ status: 'ok' }));

app.listen({ port: Number(process.env.PORT), host: '127.0.0.1' }).catch((error) => {
  console.error(error);
  process.exit(1);
});
process.on('SIGTERM', () => app.close().then(() => pool.end()).then(() => process.exit(0)));
