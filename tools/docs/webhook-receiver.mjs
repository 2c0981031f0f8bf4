#!/usr/bin/env node
// A local webhook receiver for trying the service: verifies each delivery's signature with the
// Standard Webhooks library (the subscription's secret), prints the event, answers 204.
//   node tools/docs/webhook-receiver.mjs <port> <secret> [--count N]
// With --count it exits after N verified events (scripts run it in the background and `wait`).
import { createServer } from 'node:http';
import { Webhook } from 'standardwebhooks';

const [portText, secret] = process.argv.slice(2);
const countAt = process.argv.indexOf('--count');
const wanted = countAt === -1 ? Infinity : Number(process.argv[countAt + 1]);
if (portText === undefined || secret === undefined) {
  process.stderr.write('Usage: node tools/docs/webhook-receiver.mjs <port> <secret> [--count N]\n');
  process.exit(2);
}
const verifier = new Webhook(secret);
let received = 0;
const server = createServer((request, response) => {
  const chunks = [];
  request.on('data', (chunk) => chunks.push(chunk));
  request.on('end', () => {
    const body = Buffer.concat(chunks).toString('utf8');
    try {
      const event = verifier.verify(body, request.headers);
      process.stdout.write(`verified ${request.headers['webhook-id']}: ${JSON.stringify(event)}\n`);
      response.writeHead(204).end();
      received += 1;
      if (received >= wanted) server.close();
    } catch (error) {
      process.stdout.write(`refused a delivery: ${error.message}\n`);
      response.writeHead(400).end();
    }
  });
});
server.listen(Number(portText), '127.0.0.1', () => {
  process.stdout.write(`listening on http://127.0.0.1:${portText}/hooks\n`);
});
