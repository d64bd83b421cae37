// What a domain gives the server (CONTRIBUTING.md "Adding a domain"). Each `features/<domain>/module.ts` exports one
// ServerDomain; features/index.ts lists them, and the central files — the dispatcher's handlers, the HTTP routes,
// the job worker, the change relay between processes, the demo seed and the large-scale generators — are loops over
// that list, so a new domain is written in its own folder and named once.
import type { FastifyInstance } from "fastify";
import type { Kysely } from "kysely";
import type { Migration } from "kysely/migration";

import type { Clock } from "../shared/clock";
import type { NotificationName } from "../shared/generated/events";
import type { LiveLists } from "./all-companies/live-lists";
import type { ServerConfig } from "./config";
import type { Database } from "./db/tables";
import type { FilePurpose } from "./file-purposes";
import type { JobHandler, LongJobHandler } from "./jobs/worker";
import type { DemoSeed, DomainGenerator } from "./seed/domain-seed";
import type { ChangeFeed, ChangeLoader } from "./ws/change-feed";
import type { Services } from "./ws/context";
import type { Handlers } from "./ws/dispatch";

/** What a domain's jobs are built from. */
export interface JobDependencies {
  config: ServerConfig;
  /** Pushes job progress and results to open screens. */
  changes?: Pick<ChangeFeed, "announce">;
}

/** A domain's jobs: the kinds it runs, and what it enqueues when due (docs/design/jobs.md). */
export interface DomainJobs {
  // `any`: a registry holds long handlers of every result type.
  kinds: Record<string, JobHandler | LongJobHandler<any>>;
  /** Called before each round of the worker (unless RECURRING_JOBS=false): enqueues the jobs that came due. */
  enqueueDue?: (db: Kysely<Database>, nowMs: number) => Promise<unknown>;
}

export interface ServerDomain<H extends Partial<Handlers> = Partial<Handlers>> {
  /** The domain's name, as in docs/<name>.md. */
  name: string;
  /** The handlers of its events. Together, the domains' handlers answer every event (features/index.ts). */
  handlers: H;
  /** Widens the pages' Content-Security-Policy for a service the domain loads in the browser (directive → sources). */
  contentSecurityPolicy?: (directives: Record<string, readonly string[]>) => Record<string, readonly string[]>;
  /** What its records' files are to them, and who may read each kind (src/server/file-purposes.ts). */
  files?: readonly FilePurpose[];
  /** Runs at each start, after the migrations and before the first-start seed (settings from the environment). */
  start?: (db: Kysely<Database>, config: ServerConfig) => Promise<void>;
  /** Its HTTP routes beside the websocket: downloads and uploads. */
  routes?: (app: FastifyInstance, services: Services) => void;
  /** Its jobs, built once per server. */
  jobs?: (dependencies: JobDependencies) => DomainJobs;
  /**
   * How this process loads the rows of a change another server process announced, per notification
   * (docs/design/change-feed.md "Several server processes").
   */
  changeLoaders?: (db: Kysely<Database>, clock: Clock) => Partial<Record<NotificationName, ChangeLoader>>;
  /**
   * Which notifications keep its lists live in the operator's cross-company screens (docs/operator.md
   * "Cross-company lists"); its cross-company list and record events are among its handlers.
   */
  liveLists?: Partial<LiveLists>;
  /**
   * Its own migrations, each named with the next free number ("0029-fuel-receipts"): they run with the central ones
   * in db/migrations/, in the order of their names (db/migrate.ts). Never edit one that has shipped.
   */
  migrations?: Readonly<Record<string, Migration>>;
  /** Its records of the demo a newcomer meets (seed/demo.ts). */
  demo?: DemoSeed;
  /** Its records at scale (seed/fleet.ts: `npm run seed`, the bench, the operator's many companies). */
  generators?: readonly DomainGenerator[];
}

/** Declares a domain, keeping its handlers' exact type so that the list can be checked for completeness. */
export function serverDomain<const H extends Partial<Handlers>>(domain: ServerDomain<H>): ServerDomain<H> {
  return domain;
}
