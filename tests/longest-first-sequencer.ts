// Vitest's file order for `npm test` (docs/testing.md "How `npm test` spends its time"): the longest files start first, whatever
// their project, so no long file is left running alone at the end while the other workers idle.
//
// Vitest's own order runs the projects one after the other (client, db, unit) and, without a record of earlier runs
// (a clean clone in CI), puts larger files first, which says little: the revocation races are a short file that runs
// for a minute and a half. So: the last run's duration when Vitest has it; otherwise the files known to run long,
// then the database suites, then the rest.
import { relative } from "node:path";

import { BaseSequencer, type TestSpecification } from "vitest/node";

/** Files that take far longer than their size suggests (seconds on CI's two cores, both databases), longest first. */
const KNOWN_LONG = [
  "src/server/features/accounts/revocation-race.pg.test.ts",
  "tests/integration/commands-exactly-once.pg.test.ts",
  "src/server/ws/tenant-isolation.pg.test.ts",
  "src/server/ws/bad-input.pg.test.ts",
  "src/server/db/durability.pg.test.ts",
  "src/server/testing/malformed.test.ts",
  "src/server/ws/socket-bounds.pg.test.ts",
];

export class LongestFirstSequencer extends BaseSequencer {
  override async sort(files: TestSpecification[]): Promise<TestSpecification[]> {
    const expectedMs = (file: TestSpecification): number => {
      const path = relative(this.ctx.config.root, file.moduleId);
      const known = this.ctx.cache.getTestSpecificationResult(file);
      if (known) return known.failed ? Number.MAX_SAFE_INTEGER : known.duration;
      const rank = KNOWN_LONG.indexOf(path);
      if (rank >= 0) return 100_000 - rank * 1000;
      return path.endsWith(".pg.test.ts") ? 5_000 : 1_000;
    };
    const expected = new Map(files.map((file) => [file, expectedMs(file)]));
    return [...files].sort((a, b) => expected.get(b)! - expected.get(a)!);
  }
}
