// The audit timeline benchmark alone: node tests/dist/bench/audit-timeline-cli.js [--events 10000] [--samples 300]
import { benchAuditTimeline } from './audit-timeline.js';
import { cliArg } from '../support/cli-args.js';
import { ms, percentile } from './measure.js';

const figure = await benchAuditTimeline(Number(cliArg('events', '10000')), Number(cliArg('samples', '300')));
const p99 = percentile(figure.latencies, 99);
process.stdout.write(
  `audit timeline, user with ${figure.events.toLocaleString('en-US')} events, first page: ` +
    `p50 ${ms(percentile(figure.latencies, 50))}, p99 ${ms(p99)} (cold ${ms(figure.coldMs)}); in the handler p50 ${ms(percentile(figure.handlerMs, 50))}, p99 ${ms(percentile(figure.handlerMs, 99))}; target p99 ≤ 50 ms ${p99 <= 50 ? '✓' : '✗'}\n`,
);
