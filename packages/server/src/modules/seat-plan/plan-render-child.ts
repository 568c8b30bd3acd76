// Entry of the plan's render child (started by plan-renderer.ts with node:child_process fork):
// takes one plan, draws it (renderPlan) and answers; the parent ends the process after the
// answer, or at its deadline, whatever the drawing is doing.
import sharp from 'sharp';
import { renderPlan, type PlanKind } from './plan-render';

/** What the parent sends: the upload's bytes and what they were recognized as. */
export interface PlanRenderRequest {
  data: Uint8Array;
  kind: PlanKind;
}

// one drawing thread: the server keeps the other cores; no cache across (one) picture
sharp.concurrency(1);
sharp.cache(false);

// Orphaned (the server ended): go at once. process.exit would wait for a drawing in
// progress on libvips' threads, a kill does not.
process.once('disconnect', () => process.kill(process.pid, 'SIGKILL'));

process.once('message', (request: PlanRenderRequest) => {
  const { data, kind } = request;
  const buffer = Buffer.from(data.buffer, data.byteOffset, data.byteLength);
  process.send!({ type: 'rendering' });
  void renderPlan(buffer, kind).then(
    (result) => process.send!({ type: 'result', result }),
    () => process.send!({ type: 'result', result: { ok: false, refusal: 'unsupported' } }),
  );
});
process.send!({ type: 'ready' });
