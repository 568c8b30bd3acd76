/**
 * A client process of the opening bench (forked by `crowd-processes.ts`): runs its share of
 * the visitors (`crowd.ts`) against the servers and sends what it measured back. The load
 * comes from processes of its own: never from a server's, nor from the runner's.
 */
import { agent } from './http';
import { runCrowd, type CrowdPlan } from './crowd';

process.once('message', (plan: CrowdPlan) => {
  void runCrowd(plan).then(
    (counts) => {
      agent.destroy();
      process.send!({ counts }, () => process.exit(0));
    },
    (err: unknown) => {
      process.send!({ error: err instanceof Error ? err.stack : String(err) }, () =>
        process.exit(1),
      );
    },
  );
});
