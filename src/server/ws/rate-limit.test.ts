// The per-socket token bucket, driven by a fake clock so the timing is exact rather than hoped for.
import { expect, test } from "vitest";

import { TokenBucket } from "./rate-limit";

function bucketAt(perSecond: number, burst: number) {
  const clock = { ms: 1_000 };
  return { clock, bucket: new TokenBucket(perSecond, burst, () => clock.ms) };
}

const takeMany = (bucket: TokenBucket, n: number) => Array.from({ length: n }, () => bucket.take());

test("a fresh socket may send a whole burst at once, and not one message more", () => {
  const { bucket } = bucketAt(5, 3);
  expect(takeMany(bucket, 4)).toEqual([true, true, true, false]);
});

test("an emptied bucket refills at the sustained rate", () => {
  const { bucket, clock } = bucketAt(5, 3);
  takeMany(bucket, 3);
  clock.ms += 199; // 5 a second is one token per 200 ms
  expect(bucket.take()).toBe(false);
  clock.ms += 1;
  expect(bucket.take()).toBe(true);
  expect(bucket.take()).toBe(false);
});

test("a long quiet spell refills only up to the burst, so saved-up time cannot buy a flood", () => {
  const { bucket, clock } = bucketAt(5, 3);
  takeMany(bucket, 3);
  clock.ms += 60_000;
  expect(takeMany(bucket, 4)).toEqual([true, true, true, false]);
});

test("refused messages do not dig a deeper hole: the next token still arrives on time", () => {
  const { bucket, clock } = bucketAt(10, 1);
  bucket.take();
  for (let i = 0; i < 100; i++) expect(bucket.take()).toBe(false);
  clock.ms += 100;
  expect(bucket.take()).toBe(true);
});

test("a client sending steadily at the allowed rate is never refused", () => {
  const { bucket, clock } = bucketAt(50, 1);
  for (let i = 0; i < 1_000; i++) {
    clock.ms += 20;
    expect(bucket.take()).toBe(true);
  }
});
