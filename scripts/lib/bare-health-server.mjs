// The baseline of the request-path benchmark: a bare Express app answering what GET /api/health
// answers, nothing else. Run as its own process so it never shares an event loop with the load.
// Usage: node scripts/lib/bare-health-server.mjs <port>
import express from 'express';

const app = express();
app.get('/api/health', (_req, res) => res.json({ status: 'ok' }));
const server = app.listen(Number(process.argv[2]), '127.0.0.1', () => process.send?.('ready'));
process.on('SIGTERM', () => server.close(() => process.exit(0)));
