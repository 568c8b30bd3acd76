import { fork, type ChildProcess } from 'node:child_process';
import type { PlanKind, PlanRender } from './plan-render';
import type { PlanRenderRequest } from './plan-render-child';

/**
 * How long one plan may take, from starting its child to its answer; then the child is killed
 * and the file refused. A plan a drawing program exports takes far less: 2,000 labelled seats
 * took 3–8 s, the child's start included, on two cores shared with a load of 8–20.
 */
export const PLAN_RENDER_DEADLINE_MS = 12_000;
/**
 * How long an upload waits for its turn while another plan is drawn; then it is refused with
 * 429 and `Retry-After`. With the deadline, every upload answers within 15 s.
 */
export const PLAN_QUEUE_WAIT_MS = 2_000;
/** Uploads waiting at most at once; one more is refused at once (429). */
const PLAN_QUEUE_MAX = 4;

/** What a render came to: the child's answer, or the renderer's own refusals. */
export type PlanRenderOutcome =
  | PlanRender
  | { ok: false; refusal: 'too_costly' }
  | { ok: false; refusal: 'busy'; retryAfterSeconds: number };

export interface PlanRenderer {
  render(data: Buffer, kind: PlanKind): Promise<PlanRenderOutcome>;
}

export interface PlanRendererOptions {
  deadlineMs?: number;
  queueWaitMs?: number;
  maxWaiting?: number;
  /** Sees every child started (tests: its messages and how it ended). */
  onChild?: (child: ChildProcess) => void;
}

type ChildMessage = { type: 'ready' | 'rendering' } | { type: 'result'; result: PlanRender };

/**
 * The child runs the same code as the server: `plan-render-child.ts` through tsx's loader when
 * the server runs from TypeScript, the compiled `.js` beside this file otherwise. Its node
 * flags are not the server's (an inspector port or `--watch` must not be copied), and it gets
 * no environment: nothing of the server's secrets is within reach of the drawing libraries.
 */
const childModule = new URL(
  import.meta.url.endsWith('.ts') ? './plan-render-child.ts' : './plan-render-child.js',
  import.meta.url,
);
const childExecArgv = () =>
  childModule.pathname.endsWith('.ts') ? ['--import', import.meta.resolve('tsx')] : [];

/**
 * Draws plans in a child process, one at a time per server process. sharp's own `timeout`
 * is checked only between the strips libvips asks librsvg for, and one costly primitive can
 * run for minutes inside one strip on a thread of libuv's pool — the pool the server's
 * password hashing and file reads wait for. A separate process can be killed mid-drawing: it
 * is, at `deadlineMs` after its start, and the file is refused. A second upload waits for its
 * turn at most `queueWaitMs`, and at most `maxWaiting` wait; others are answered at once with
 * `busy` and the seconds until the drawing in progress will be done at the latest.
 */
export function createPlanRenderer(options: PlanRendererOptions = {}): PlanRenderer {
  const deadlineMs = options.deadlineMs ?? PLAN_RENDER_DEADLINE_MS;
  const queueWaitMs = options.queueWaitMs ?? PLAN_QUEUE_WAIT_MS;
  const maxWaiting = options.maxWaiting ?? PLAN_QUEUE_MAX;
  let drawing = false;
  let drawingEndsAt = 0;
  const waiting: Array<() => void> = [];

  /** Refused for now: `Retry-After` says when the plan being drawn will be done at the latest. */
  const busy = (): PlanRenderOutcome => {
    const left = Math.max(0, drawingEndsAt - Date.now());
    return { ok: false, refusal: 'busy', retryAfterSeconds: Math.max(1, Math.ceil(left / 1000)) };
  };

  /** The turn to draw: at once when nobody draws, else after the one before (or never). */
  const turn = (): Promise<boolean> => {
    if (!drawing) {
      drawing = true;
      return Promise.resolve(true);
    }
    if (waiting.length >= maxWaiting) return Promise.resolve(false);
    return new Promise<boolean>((resolve) => {
      const next = () => {
        clearTimeout(timer);
        resolve(true);
      };
      const timer = setTimeout(() => {
        waiting.splice(waiting.indexOf(next), 1);
        resolve(false);
      }, queueWaitMs);
      waiting.push(next);
    });
  };

  /** Hands the turn to the first one waiting (drawing stays true), or frees it. */
  const done = () => {
    const next = waiting.shift();
    if (next) next();
    else drawing = false;
  };

  return {
    async render(data, kind) {
      if (!(await turn())) return busy();
      let exited: Promise<void> = Promise.resolve();
      try {
        drawingEndsAt = Date.now() + deadlineMs;
        const drawing = drawInChild(data, kind, deadlineMs, options.onChild);
        exited = drawing.exited;
        return await drawing.outcome;
      } finally {
        // the answer goes at once; the next drawing starts once this child is gone
        void exited.then(done);
      }
    },
  };
}

/** The server process's renderer: one drawing at a time for all its archives. */
export const planRenderer = createPlanRenderer();

/**
 * Draws one plan in a new child: its outcome (the child's answer; `too_costly` when killed at
 * `deadlineMs`; `unsupported` when it died without an answer), and when the child has ended.
 */
function drawInChild(
  data: Buffer,
  kind: PlanKind,
  deadlineMs: number,
  onChild?: (child: ChildProcess) => void,
): { outcome: Promise<PlanRenderOutcome>; exited: Promise<void> } {
  const child = fork(childModule, [], {
    execArgv: childExecArgv(),
    env: {},
    serialization: 'advanced',
    stdio: ['ignore', 'ignore', 'ignore', 'ipc'],
  });
  const exited = new Promise<void>((ended) => {
    child.once('exit', () => ended());
    child.once('error', () => ended());
  });
  onChild?.(child);
  const outcome = new Promise<PlanRenderOutcome>((resolve, reject) => {
    let settled = false;
    const settle = (finish: () => void) => {
      if (settled) return;
      settled = true;
      clearTimeout(timer);
      child.kill('SIGKILL');
      finish();
    };
    const timer = setTimeout(
      () => settle(() => resolve({ ok: false, refusal: 'too_costly' })),
      deadlineMs,
    );
    child.on('message', (message: ChildMessage) => {
      if (message.type !== 'result') return;
      const { result } = message;
      // the image arrives as a Uint8Array
      const image = result.ok
        ? Buffer.from(result.image.buffer, result.image.byteOffset, result.image.byteLength)
        : null;
      settle(() => resolve(result.ok && image ? { ...result, image } : result));
    });
    // a child that dies without an answer (a library's crash on a hostile file): refused
    child.once('exit', () => settle(() => resolve({ ok: false, refusal: 'unsupported' })));
    // no child at all (the system refused a process): a fault of the server, not the file
    child.once('error', (err) => settle(() => reject(err)));
  });
  const request: PlanRenderRequest = { data, kind };
  // a child gone before it read this ends in 'exit' above
  child.send(request, () => undefined);
  return { outcome, exited };
}
