// A report's file written to report_chunks (migration 0012) as it is produced: bytes gather until a chunk is full,
// then go out in one INSERT, so the writer holds at most one chunk. Each insert happens only while the report still
// carries this attempt's run token: a worker that lost its lease (another process restarted the report) finds its
// insert refused and stops, instead of mixing its chunks into the new attempt's file.
import { sql, type Kysely } from "kysely";

import { REPORT_CHUNK_MAX_BYTES } from "../../db/migrations/0012-reports";
import type { Database } from "../../db/tables";
import { JobLeaseLost } from "../../jobs/worker";

export class ChunkWriter {
  private parts: Buffer[] = [];
  private pending = 0;
  private seq = 0;
  /** Bytes written so far. */
  size = 0;

  constructor(
    private readonly db: Kysely<Database>,
    private readonly reportId: string,
    private readonly runToken: string,
    private readonly chunkBytes = REPORT_CHUNK_MAX_BYTES,
    /** Called after each chunk is stored (tests interrupt a report here). */
    private readonly afterChunk?: (seq: number) => void | Promise<void>,
  ) {
    if (chunkBytes > REPORT_CHUNK_MAX_BYTES)
      throw new RangeError(`a chunk holds at most ${REPORT_CHUNK_MAX_BYTES} bytes`);
  }

  get chunks(): number {
    return this.seq;
  }

  async write(bytes: Buffer): Promise<void> {
    this.parts.push(bytes);
    this.pending += bytes.length;
    this.size += bytes.length;
    while (this.pending >= this.chunkBytes) await this.flush(this.chunkBytes);
  }

  /** Stores what is left (the last, shorter chunk). */
  async end(): Promise<void> {
    if (this.pending > 0) await this.flush(this.pending);
  }

  private async flush(length: number): Promise<void> {
    const all = this.parts.length === 1 ? this.parts[0]! : Buffer.concat(this.parts);
    const chunk = all.subarray(0, length);
    const rest = all.subarray(length);
    this.parts = rest.length > 0 ? [rest] : [];
    this.pending = rest.length;
    const seq = this.seq;
    const stored = await sql<{ seq: number }>`
      insert into report_chunks (report_id, seq, bytes)
      select ${this.reportId}, ${seq}::int, ${chunk}::bytea
      where exists (select 1 from reports where id = ${this.reportId} and run_token = ${this.runToken})
      returning seq`.execute(this.db);
    if (stored.rows.length === 0) throw new JobLeaseLost("the report was restarted by another worker");
    this.seq += 1;
    await this.afterChunk?.(seq);
  }
}
