import { expect, test, vi } from "vitest";

import { Collections } from "./collections";

test("the first subscriber loads, later ones share it, and the last release forgets it", () => {
  const collections = new Collections();
  const load = vi.fn(async () => {});
  const releaseA = collections.acquire("vehicles:window:0", { load });
  const releaseB = collections.acquire("vehicles:window:0", { load });
  expect(load).toHaveBeenCalledTimes(1);
  expect(collections.subscribers("vehicles:window:0")).toBe(2);
  releaseA();
  releaseA(); // releasing twice counts once
  expect(collections.subscribers("vehicles:window:0")).toBe(1);
  releaseB();
  expect(collections.size).toBe(0);
});

test("after a reconnect every collection in use reloads, once even if asked twice", async () => {
  const collections = new Collections();
  let resolve!: () => void;
  const load = vi.fn(() => new Promise<void>((r) => (resolve = r)));
  collections.acquire("a", { load });
  resolve();
  await Promise.resolve();
  const first = collections.refetchAll();
  const second = collections.refetchAll();
  expect(load).toHaveBeenCalledTimes(2);
  resolve();
  await Promise.all([first, second]);
});

test("the last release ends the collection's server subscription, once; a sign-out's clear does not", () => {
  const collections = new Collections();
  const release = vi.fn();
  const stopA = collections.acquire("watch", { load: async () => {}, release });
  const stopB = collections.acquire("watch", { load: async () => {}, release });
  stopA();
  expect(release).not.toHaveBeenCalled();
  stopB();
  stopB();
  expect(release).toHaveBeenCalledTimes(1);
  const stopC = collections.acquire("watch", { load: async () => {}, release });
  collections.clear();
  const stopD = collections.acquire("watch", { load: async () => {}, release });
  stopC(); // the signed-out page's list closing late leaves the new one alone
  expect(collections.subscribers("watch")).toBe(1);
  expect(release).toHaveBeenCalledTimes(1);
  stopD();
  expect(release).toHaveBeenCalledTimes(2);
});
